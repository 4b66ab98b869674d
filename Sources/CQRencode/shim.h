#ifndef CQRENCODE_SHIM_H
#define CQRENCODE_SHIM_H

// libqrencode (Debian libqrencode-dev), wrapped once: the QRCode module is its only user.
#include <qrencode.h>

#endif
