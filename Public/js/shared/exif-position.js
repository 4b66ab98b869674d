// Where a photo was taken, from its EXIF GPS tags, read in the browser so a form can offer the
// place before anything is uploaded. JPEG only (the camera's and most libraries' format); any
// other file, a photo without GPS or a damaged header answers null, never throws.

const SCANNED_BYTES = 128 * 1024;   // EXIF sits in the first APP1 segment, at most 64 KB long

/** `{ latitude, longitude }` in decimal degrees, or null. */
export async function exifPosition(file) {
  try {
    const view = new DataView(await file.slice(0, SCANNED_BYTES).arrayBuffer());
    if (view.getUint16(0) !== 0xffd8) return null;   // not a JPEG
    for (let offset = 2; offset + 10 <= view.byteLength;) {
      const marker = view.getUint16(offset);
      if (marker === 0xffe1 && view.getUint32(offset + 4) === 0x45786966) return gpsPosition(view, offset + 10);   // "Exif"
      if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return null;   // start of the image data: no EXIF
      offset += 2 + view.getUint16(offset + 2);
    }
  } catch {
    // A header cut short or pointing past the file: there is nothing to offer.
  }
  return null;
}

/** Reads GPS tags 1–4 of the TIFF structure starting at `tiff`. */
function gpsPosition(view, tiff) {
  const little = view.getUint16(tiff) === 0x4949;   // "II": Intel byte order
  const u16 = (at) => view.getUint16(at, little);
  const u32 = (at) => view.getUint32(at, little);
  const find = (ifd, tag) => {
    for (let index = 0, count = u16(ifd); index < count; index += 1) {
      const entry = ifd + 2 + index * 12;
      if (u16(entry) === tag) return entry;
    }
    return null;
  };
  const pointer = find(tiff + u32(tiff + 4), 0x8825);   // IFD0's GPSInfo
  if (pointer === null) return null;
  const gps = tiff + u32(pointer + 8);
  const hemisphere = (tag) => { const entry = find(gps, tag); return entry === null ? "" : String.fromCharCode(view.getUint8(entry + 8)); };
  const degrees = (tag) => {
    const entry = find(gps, tag);
    if (entry === null || u16(entry + 2) !== 5 || u32(entry + 4) !== 3) return NaN;   // three RATIONALs
    const at = tiff + u32(entry + 8);
    const [d, m, s] = [0, 1, 2].map((i) => u32(at + i * 8) / u32(at + i * 8 + 4));
    return d + m / 60 + s / 3600;
  };
  const latitude = degrees(2) * (hemisphere(1) === "S" ? -1 : 1);
  const longitude = degrees(4) * (hemisphere(3) === "W" ? -1 : 1);
  const valid = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90
    && Math.abs(longitude) <= 180 && !(latitude === 0 && longitude === 0);   // 0,0: a camera without a fix
  return valid ? { latitude, longitude } : null;
}
