// Where and when a photo was taken, from its EXIF tags, read in the browser so a form can offer
// the place and the camera's date before anything is uploaded. JPEG only; any other file, a photo
// without the tags or a damaged header answers null, never throws.

const SCANNED_BYTES = 128 * 1024;   // EXIF sits in the first APP1 segment, at most 64 KB long

/** `{ latitude, longitude }` in decimal degrees, or null. */
export const exifPosition = (file) => readTags(file, gpsPosition);

/** The camera's own clock (EXIF keeps no zone) as a `datetime-local` value, or null. */
export const exifDate = (file) => readTags(file, captureDate);

async function readTags(file, read) {
  try {
    const tiff = await readTiff(file);
    return tiff ? read(tiff) : null;
  } catch {
    return null;   // a header cut short or pointing past the bytes read
  }
}

/** The TIFF structure inside the JPEG's EXIF segment, with readers in its byte order. */
async function readTiff(file) {
  const view = new DataView(await file.slice(0, SCANNED_BYTES).arrayBuffer());
  if (view.getUint16(0) !== 0xffd8) return null;   // not a JPEG
  for (let offset = 2; offset + 10 <= view.byteLength;) {
    const marker = view.getUint16(offset);
    if (marker === 0xffe1 && view.getUint32(offset + 4) === 0x45786966) return tiffReader(view, offset + 10);   // "Exif"
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return null;   // start of the image data: no EXIF
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

function tiffReader(view, start) {
  const little = view.getUint16(start) === 0x4949;   // "II": Intel byte order
  const u16 = (at) => view.getUint16(at, little);
  const u32 = (at) => view.getUint32(at, little);
  const find = (ifd, tag) => {
    for (let index = 0, count = u16(ifd); index < count; index += 1) {
      const entry = ifd + 2 + index * 12;
      if (u16(entry) === tag) return entry;
    }
    return null;
  };
  return { view, start, u16, u32, find, ifd0: start + u32(start + 4) };
}

/** Reads GPS tags 1–4. */
function gpsPosition({ view, start, u16, u32, find, ifd0 }) {
  const pointer = find(ifd0, 0x8825);   // IFD0's GPSInfo
  if (pointer === null) return null;
  const gps = start + u32(pointer + 8);
  const hemisphere = (tag) => { const entry = find(gps, tag); return entry === null ? "" : String.fromCharCode(view.getUint8(entry + 8)); };
  const degrees = (tag) => {
    const entry = find(gps, tag);
    if (entry === null || u16(entry + 2) !== 5 || u32(entry + 4) !== 3) return NaN;   // three RATIONALs
    const at = start + u32(entry + 8);
    const [d, m, s] = [0, 1, 2].map((i) => u32(at + i * 8) / u32(at + i * 8 + 4));
    return d + m / 60 + s / 3600;
  };
  const latitude = degrees(2) * (hemisphere(1) === "S" ? -1 : 1);
  const longitude = degrees(4) * (hemisphere(3) === "W" ? -1 : 1);
  const valid = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90
    && Math.abs(longitude) <= 180 && !(latitude === 0 && longitude === 0);   // 0,0: a camera without a fix
  return valid ? { latitude, longitude } : null;
}

/** DateTimeOriginal (Exif IFD 0x9003), else DateTime (IFD0 0x0132): "YYYY:MM:DD HH:MM:SS". */
function captureDate({ view, start, u16, u32, find, ifd0 }) {
  const ascii = (ifd, tag) => {
    const entry = ifd === null ? null : find(ifd, tag);
    if (entry === null || u16(entry + 2) !== 2 || u32(entry + 4) < 19) return null;   // ASCII, 19 characters and NUL
    const at = start + u32(entry + 8);
    return String.fromCharCode(...Array.from({ length: 19 }, (_, i) => view.getUint8(at + i)));
  };
  const exifPointer = find(ifd0, 0x8769);
  const exifIFD = exifPointer === null ? null : start + u32(exifPointer + 8);
  const text = ascii(exifIFD, 0x9003) ?? ascii(ifd0, 0x0132);
  const parts = text?.match(/^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):\d{2}$/);
  // "0000:00:00 …": a camera whose clock was never set.
  if (!parts || parts[1] === "0000" || parts[2] === "00" || parts[3] === "00") return null;
  return `${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}`;
}
