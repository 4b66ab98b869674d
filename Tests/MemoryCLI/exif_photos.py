"""Small JPEG photos with real EXIF (DateTimeOriginal, OffsetTimeOriginal, GPS), for the command
line client's import tests: a 16x16 image from libvips with an EXIF block written by hand, so
each photo carries its own date and place like a camera's would.
"""
import struct
import subprocess


def _ifd(entries, start):
    """One TIFF IFD at offset `start`: inline values of up to 4 bytes, larger ones after it."""
    size = 2 + 12 * len(entries) + 4
    table, data = struct.pack("<H", len(entries)), b""
    for tag, kind, count, value in sorted(entries):
        if len(value) <= 4:
            table += struct.pack("<HHI", tag, kind, count) + value.ljust(4, b"\0")
        else:
            table += struct.pack("<HHII", tag, kind, count, start + size + len(data))
            data += value + (b"\0" if len(value) % 2 else b"")
    return table + struct.pack("<I", 0) + data


def _ascii(text):
    raw = text.encode() + b"\0"
    return (2, len(raw), raw)


def _degrees(value):
    value = abs(value)
    degrees, minutes = int(value), int(value * 60) % 60
    seconds = round((value * 3600) % 60 * 1000)
    return (5, 3, struct.pack("<IIIIII", degrees, 1, minutes, 1, seconds, 1000))


def exif_block(taken, offset, latitude, longitude):
    """The APP1 payload: `taken` is a naive local datetime, `offset` like '+03:00'."""
    exif_start = 8 + 2 + 12 * 2 + 4
    exif = _ifd([(0x9003, *_ascii(taken.strftime("%Y:%m:%d %H:%M:%S"))), (0x9011, *_ascii(offset))], exif_start)
    gps_start = exif_start + len(exif)
    gps = _ifd([
        (0x0000, 1, 4, bytes([2, 3, 0, 0])),
        (0x0001, *_ascii("N" if latitude >= 0 else "S")), (0x0002, *_degrees(latitude)),
        (0x0003, *_ascii("E" if longitude >= 0 else "W")), (0x0004, *_degrees(longitude)),
    ], gps_start)
    ifd0 = _ifd([(0x8769, 4, 1, struct.pack("<I", exif_start)), (0x8825, 4, 1, struct.pack("<I", gps_start))], 8)
    return b"Exif\0\0" + b"II*\0" + struct.pack("<I", 8) + ifd0 + exif + gps


def base_jpeg(folder):
    """A plain 16x16 JPEG from libvips, without its APPn segments."""
    path = folder / "base.jpg"
    subprocess.run(["vips", "black", str(path), "16", "16"], check=True)
    data = path.read_bytes()
    path.unlink()
    kept, index = [], 2
    while data[index + 1] != 0xDA:
        length = int.from_bytes(data[index + 2:index + 4], "big")
        if not 0xE0 <= data[index + 1] <= 0xEF:
            kept.append(data[index:index + 2 + length])
        index += 2 + length
    return b"".join(kept) + data[index:]


def write_photo(path, base, taken, offset, latitude, longitude):
    block = exif_block(taken, offset, latitude, longitude)
    path.write_bytes(b"\xFF\xD8" + b"\xFF\xE1" + struct.pack(">H", len(block) + 2) + block + base)
