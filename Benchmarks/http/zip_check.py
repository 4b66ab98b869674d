"""Checks a Disposable ZIP as it streams in, without keeping it: every local header's name and
size, every stored entry's CRC-32 over its bytes, up to the central directory. The server writes
stored entries with their CRC and size up front (ZipStream, `length up front`), so each entry is
checked the moment its last byte arrives; a prefix (a slow client stopped early) is checked entry
by entry up to where it ends. `unzip -t` on the whole file is the real unzip's word beside it."""
import struct
import subprocess
import zlib

LOCAL, CENTRAL = 0x04034B50, 0x02014B50


class ZipCheck:
    def __init__(self):
        self.buffer = b""
        self.entries = 0         # entries whose CRC and size matched
        self.bad = []            # what did not match
        self.central = False     # the central directory began (every entry came before it)
        self._left = 0           # bytes of the current entry still to come
        self._crc = 0
        self._expected = None

    def feed(self, chunk):
        if self.central or self.bad:
            return
        self.buffer += chunk
        while not self.central and not self.bad:
            if self._left:
                take = self.buffer[:self._left]
                self.buffer = self.buffer[len(take):]
                self._crc = zlib.crc32(take, self._crc)
                self._left -= len(take)
                if self._left:
                    return
                name, crc = self._expected
                if self._crc != crc:
                    self.bad.append(f"{name}: CRC {self._crc:08x} != {crc:08x}")
                else:
                    self.entries += 1
                continue
            if len(self.buffer) < 30:
                return
            signature = struct.unpack_from("<I", self.buffer)[0]
            if signature == CENTRAL:
                self.central = True
                return
            if signature != LOCAL:
                self.bad.append(f"unexpected signature {signature:08x} after {self.entries} entries")
                return
            _, _, flags, method, _, _, crc, size, _, name_length, extra_length = struct.unpack_from(
                "<IHHHHHIIIHH", self.buffer)
            if len(self.buffer) < 30 + name_length + extra_length:
                return
            name = self.buffer[30:30 + name_length].decode("utf-8", "replace")
            extra = self.buffer[30 + name_length:30 + name_length + extra_length]
            if flags & 0x08 or method != 0:
                self.bad.append(f"{name}: not a stored entry with its size up front (flags {flags:#x})")
                return
            if size == 0xFFFFFFFF:  # ZIP64: the sizes are in the extra field
                size = zip64_size(extra)
            self.buffer = self.buffer[30 + name_length + extra_length:]
            self._left, self._crc, self._expected = size, 0, (name, crc)
            if size == 0:
                self.entries += 1

    @property
    def ok(self):
        return not self.bad


def zip64_size(extra):
    offset = 0
    while offset + 4 <= len(extra):
        tag, length = struct.unpack_from("<HH", extra, offset)
        if tag == 1:
            return struct.unpack_from("<Q", extra, offset + 4)[0]
        offset += 4 + length
    raise ValueError("ZIP64 size without its extra field")


def unzip_test(path):
    """`unzip -tqq`: the real unzip reads the central directory and every entry's CRC."""
    return subprocess.run(["unzip", "-tqq", path], capture_output=True, text=True).returncode == 0
