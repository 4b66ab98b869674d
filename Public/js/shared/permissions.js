// The browser's word on a permission before asking for it, so a page can explain first and
// show the way back when the person blocked it, instead of asking into a wall.

/** "granted", "denied", "prompt", or "unknown" where the Permissions API does not know the name. */
export async function permissionState(name) {
  try {
    return (await navigator.permissions.query({ name })).state;
  } catch {
    return "unknown";
  }
}
