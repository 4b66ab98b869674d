#!/usr/bin/env bash
# Makes the hole-*.{png,jpg,webp,heic} fixtures: photos whose place hides where the first
# LocationScrubber did not look (issue 38, item 11). Run once from this folder; the files are
# committed. ImageMagick 6.9 makes the pictures, exiftool 12 writes every location tag (EXIF GPS,
# XMP exif:GPS…, photoshop:City); Python only packs exiftool's blocks into the PNG chunk layouts
# that ImageMagick 6.9.11 no longer writes by itself (it now writes eXIf instead of the
# "Raw profile type exif" zTXt), byte for byte as ImageMagick's png.c did.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# The place-carrying metadata, written by exiftool into a small JPEG.
convert -size 64x48 gradient:red-blue "$tmp/base.png"
convert "$tmp/base.png" -quality 80 "$tmp/base.jpg"
cp "$tmp/base.jpg" "$tmp/gps.jpg"
exiftool -q -overwrite_original -GPSLatitude=48.8584 -GPSLatitudeRef=N -GPSLongitude=2.2945 -GPSLongitudeRef=E \
    -XMP:GPSLatitude=48.8584N -XMP:GPSLongitude=2.2945E -XMP:City=Paris -XMP:Title="Keep me" -Orientation#=1 \
    "$tmp/gps.jpg"
exiftool -q -b -EXIF "$tmp/gps.jpg" > "$tmp/gps.exif"   # TIFF block
exiftool -q -b -XMP "$tmp/gps.jpg" > "$tmp/gps.xmp"     # XMP packet

# ImageMagick's own PNG: "Raw profile type xmp" zTXt, exif:GPS… and photoshop:City tEXt, eXIf.
convert "$tmp/gps.jpg" -define png:exclude-chunk=date,time hole-imagemagick.png

python3 - "$tmp" <<'PY'
import struct, sys, zlib
tmp = sys.argv[1]
png = open(f"{tmp}/base.png", "rb").read()
exif = open(f"{tmp}/gps.exif", "rb").read()
xmp = open(f"{tmp}/gps.xmp", "rb").read()

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

def before_iend(extra):
    end = png.rindex(b"IEND") - 4
    return png[:end] + extra + png[end:]

def raw_profile(name, data):
    # ImageMagick's layout: "\n<name>\n<length, 8 wide>\n" then hex, 36 bytes a line.
    text = b"\n%s\n%8d\n" % (name, len(data))
    for i in range(0, len(data), 36):
        text += data[i:i + 36].hex().encode() + b"\n"
    return text

open("hole-png-raw-exif.png", "wb").write(before_iend(chunk(
    b"zTXt", b"Raw profile type exif\0\0" + zlib.compress(raw_profile(b"exif", b"Exif\0\0" + exif)))))
open("hole-png-itxt-deflated-xmp.png", "wb").write(before_iend(chunk(
    b"iTXt", b"XML:com.adobe.xmp\0\1\0\0\0" + zlib.compress(xmp))))
open("hole-png-text-xmp.png", "wb").write(before_iend(chunk(b"tEXt", b"XML:com.adobe.xmp\0" + xmp)))
PY

# A phone's second image after the first one's end-of-image marker (MPF, gain and depth maps).
cat "$tmp/base.jpg" "$tmp/gps.jpg" > hole-jpeg-trailer.jpg
# An EXIF segment between the scans of a progressive JPEG (after the first SOS).
convert "$tmp/base.png" -interlace JPEG -quality 80 "$tmp/progressive.jpg"
python3 - "$tmp" <<'PY'
import sys
tmp = sys.argv[1]
jpeg = open(f"{tmp}/progressive.jpg", "rb").read()
exif = open(f"{tmp}/gps.exif", "rb").read()
payload = b"Exif\0\0" + exif
segment = b"\xff\xe1" + (len(payload) + 2).to_bytes(2, "big") + payload
second_scan = jpeg.index(b"\xff\xda", jpeg.index(b"\xff\xda") + 2)
open("hole-jpeg-after-scan.jpg", "wb").write(jpeg[:second_scan] + segment + jpeg[second_scan:])
PY
# The same trailer after a WebP's RIFF and a HEIC's last box.
cat small.webp "$tmp/gps.jpg" > hole-webp-trailer.webp
cat gps.heic "$tmp/gps.jpg" > hole-heic-trailer.heic
