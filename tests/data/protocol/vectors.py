#!/usr/bin/env python3
"""Estafette protocol v1 test vectors, computed from the specification alone.

This script does not share code with the Rust implementation: it rebuilds every
construction of docs/PROTOCOL.md with the Python standard library (hashlib,
hmac, base64) and a small ChaCha20-Poly1305 written out from RFC 8439. When the
`cryptography` package is installed, the AEAD result is cross-checked with it.

Usage (from the repository root):

    python3 tests/data/protocol/vectors.py > tests/data/protocol/vectors.txt

The Rust test tests/protocol_vectors.rs reads vectors.txt and checks that the
implementation gives the same values, and that docs/PROTOCOL.md quotes them.
"""

import base64
import hashlib
import hmac
import struct
import sys

# ---------------------------------------------------------------- encodings

T_SALT = "estafette/v1/salt"
T_LEAF = "estafette/v1/leaf"
T_ROOT = "estafette/v1/root"
T_GENESIS = "estafette/v1/genesis"
T_ENTRY = "estafette/v1/entry"
T_TOKEN = "estafette/v1/token"
T_GAME_KEY = "estafette/v1/game-key"
T_SECRET = "estafette/v1/secret"
T_TOKEN_KEY = "estafette/v1/token-key"
T_SNAPSHOT = "estafette/v1/snapshot"
T_MAIL_KEY = "estafette/v1/mail-key"
T_MAIL = "estafette/v1/mail"
T_MAIL_LZ4 = "estafette/v1/mail-lz4"
T_PARCEL_LZ4 = "estafette/v1/parcel-lz4"


def enc_str(s: str) -> bytes:
    b = s.encode("ascii")
    assert 1 <= len(b) <= 64
    return bytes([len(b)]) + b


def u8(v: int) -> bytes:
    return struct.pack(">B", v)


def u32(v: int) -> bytes:
    return struct.pack(">I", v)


def u64(v: int) -> bytes:
    return struct.pack(">Q", v)


def u32le(v: int) -> bytes:
    return struct.pack("<I", v)


def sha256(b: bytes) -> bytes:
    return hashlib.sha256(b).digest()


def hmac256(key: bytes, msg: bytes) -> bytes:
    return hmac.new(key, msg, hashlib.sha256).digest()


# ---------------------------------------------------------------- commitments

def salt(seed: bytes, g: str, side: int, sq: int) -> bytes:
    return hmac256(seed, enc_str(T_SALT) + enc_str(g) + u8(side) + u8(sq))


def leaf(g: str, side: int, sq: int, rank: int, s: bytes) -> bytes:
    return sha256(enc_str(T_LEAF) + enc_str(g) + u8(side) + u8(sq) + u8(rank) + s)


def root(g: str, side: int, leaves_by_sq: dict) -> bytes:
    squares = sorted(leaves_by_sq)
    body = b"".join(leaves_by_sq[sq] for sq in squares)
    return sha256(enc_str(T_ROOT) + enc_str(g) + u8(side) + u8(len(squares)) + body)


# ---------------------------------------------------------------- log chain

def genesis(g: str) -> bytes:
    return sha256(enc_str(T_GENESIS) + enc_str(g))


def entry(prev: bytes, n: int, e: bytes) -> bytes:
    return sha256(enc_str(T_ENTRY) + prev + u64(n) + u32(len(e)) + e)


# ---------------------------------------------------------------- event bytes

def json_str(t: str) -> str:
    """A JSON string as section 7 writes it: `"` and `\\` escaped, the five
    short escapes, other controls as \\u00xx in lowercase hex, the rest as is."""
    short = {0x22: '\\"', 0x5C: '\\\\', 0x08: '\\b', 0x09: '\\t', 0x0A: '\\n',
             0x0C: '\\f', 0x0D: '\\r'}
    out = []
    for c in t:
        o = ord(c)
        if o in short:
            out.append(short[o])
        elif o < 0x20:
            out.append('\\u%04x' % o)
        else:
            out.append(c)
    return '"' + ''.join(out) + '"'


def canonical(v) -> str:
    """A value in the canonical encoding: members in the order given (a
    Python dict keeps it), integers in decimal, no whitespace."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        raise ValueError("no event member is a boolean")
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json_str(v)
    if isinstance(v, list):
        return "[" + ",".join(canonical(x) for x in v) + "]"
    return "{" + ",".join(json_str(k) + ":" + canonical(x) for k, x in v.items()) + "}"


def reason(code: str, **args) -> dict:
    """A reason: its code, then its arguments sorted by name (byte order),
    `args` left out when there are none. Each argument is a one-member
    object naming its type: ("text", s), ("num", n), ("side", 1), ..."""
    r = {"code": code}
    if args:
        r["args"] = {k: {args[k][0]: args[k][1]}
                     for k in sorted(args, key=lambda k: k.encode("utf-8"))}
    return r

# ---------------------------------------------------------------- tokens

def token(key: bytes, g: str, player: int, n: int) -> str:
    tag = hmac256(key, enc_str(T_TOKEN) + enc_str(g) + u8(player) + u64(n))[:10]
    b32 = base64.b32encode(tag).decode("ascii").lower().rstrip("=")
    assert len(b32) == 16
    return f"{g}.{player}.{n}.{b32}"


def token_v1(key: bytes, g: str, player: int) -> str:
    """The first form, without a position, still read as issued at 0."""
    tag = hmac256(key, enc_str(T_TOKEN) + enc_str(g) + u8(player))[:15]
    b32 = base64.b32encode(tag).decode("ascii").lower().rstrip("=")
    assert len(b32) == 24
    return f"{g}.{player}.{b32}"


# ---------------------------------------------------------------- HKDF (RFC 5869)

def hkdf_sha256(ikm: bytes, salt_: bytes, info: bytes, length: int) -> bytes:
    prk = hmac256(salt_, ikm)
    out, t, i = b"", b"", 1
    while len(out) < length:
        t = hmac256(prk, t + info + bytes([i]))
        out += t
        i += 1
    return out[:length]


def game_key(master: bytes, g: str) -> bytes:
    return hkdf_sha256(master, b"", enc_str(T_GAME_KEY) + enc_str(g), 32)


def token_key(master: bytes) -> bytes:
    return hkdf_sha256(master, b"", enc_str(T_TOKEN_KEY), 32)


# ---------------------------------------------------------------- ChaCha20-Poly1305 (RFC 8439)

def _rotl(v: int, c: int) -> int:
    return ((v << c) & 0xFFFFFFFF) | (v >> (32 - c))


def _quarter(x, a, b, c, d):
    x[a] = (x[a] + x[b]) & 0xFFFFFFFF; x[d] = _rotl(x[d] ^ x[a], 16)
    x[c] = (x[c] + x[d]) & 0xFFFFFFFF; x[b] = _rotl(x[b] ^ x[c], 12)
    x[a] = (x[a] + x[b]) & 0xFFFFFFFF; x[d] = _rotl(x[d] ^ x[a], 8)
    x[c] = (x[c] + x[d]) & 0xFFFFFFFF; x[b] = _rotl(x[b] ^ x[c], 7)


def chacha20_block(key: bytes, counter: int, nonce: bytes) -> bytes:
    state = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574]
    state += list(struct.unpack("<8I", key)) + [counter] + list(struct.unpack("<3I", nonce))
    x = state[:]
    for _ in range(10):
        _quarter(x, 0, 4, 8, 12); _quarter(x, 1, 5, 9, 13)
        _quarter(x, 2, 6, 10, 14); _quarter(x, 3, 7, 11, 15)
        _quarter(x, 0, 5, 10, 15); _quarter(x, 1, 6, 11, 12)
        _quarter(x, 2, 7, 8, 13); _quarter(x, 3, 4, 9, 14)
    return struct.pack("<16I", *[(x[i] + state[i]) & 0xFFFFFFFF for i in range(16)])


def chacha20_xor(key: bytes, counter: int, nonce: bytes, data: bytes) -> bytes:
    out = bytearray()
    for i in range(0, len(data), 64):
        block = chacha20_block(key, counter + i // 64, nonce)
        out += bytes(a ^ b for a, b in zip(data[i:i + 64], block))
    return bytes(out)


def poly1305(otk: bytes, msg: bytes) -> bytes:
    r = int.from_bytes(otk[:16], "little") & 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
    s = int.from_bytes(otk[16:], "little")
    p = (1 << 130) - 5
    acc = 0
    for i in range(0, len(msg), 16):
        acc = (acc + int.from_bytes(msg[i:i + 16] + b"\x01", "little")) * r % p
    return ((acc + s) % (1 << 128)).to_bytes(16, "little")


def _pad16(b: bytes) -> bytes:
    return b"\x00" * (-len(b) % 16)


def aead_encrypt(key: bytes, nonce: bytes, plaintext: bytes, aad: bytes) -> bytes:
    otk = chacha20_block(key, 0, nonce)[:32]
    ct = chacha20_xor(key, 1, nonce, plaintext)
    mac_data = aad + _pad16(aad) + ct + _pad16(ct) + struct.pack("<QQ", len(aad), len(ct))
    return ct + poly1305(otk, mac_data)


def seal(master: bytes, g: str, side: int, root_: bytes, nonce: bytes, plaintext: bytes) -> bytes:
    ad = enc_str(T_SECRET) + enc_str(g) + u8(side) + root_
    return nonce + aead_encrypt(game_key(master, g), nonce, plaintext, ad)


# ---------------------------------------------------------------- stored mail, parcels, snapshots

def lz4_literals(data: bytes) -> bytes:
    """An LZ4 block of one sequence of literals only (no match): valid for
    any decoder, and all the compression these vectors need."""
    n = len(data)
    if n < 15:
        return bytes([n << 4]) + data
    rest = n - 15
    return b"\xf0" + b"\xff" * (rest // 255) + bytes([rest % 255]) + data


def lz4_decode(block: bytes) -> bytes:
    """An LZ4 block decoder (the LZ4 block format), for the self-test."""
    out, i = bytearray(), 0
    while i < len(block):
        token = block[i]
        i += 1
        n = token >> 4
        if n == 15:
            while True:
                b = block[i]
                i += 1
                n += b
                if b != 255:
                    break
        out += block[i:i + n]
        i += n
        if i == len(block):
            break
        offset = block[i] | (block[i + 1] << 8)
        i += 2
        m = token & 15
        if m == 15:
            while True:
                b = block[i]
                i += 1
                m += b
                if b != 255:
                    break
        for _ in range(m + 4):
            out.append(out[-offset])
    return bytes(out)


def mail_key(master: bytes) -> bytes:
    return hkdf_sha256(master, b"", enc_str(T_MAIL_KEY), 32)


def seal_snapshot(master: bytes, g: str, head: bytes, nonce: bytes, plaintext: bytes) -> bytes:
    ad = enc_str(T_SNAPSHOT) + enc_str(g) + head
    return nonce + aead_encrypt(game_key(master, g), nonce, plaintext, ad)


def seal_mail(master: bytes, box: str, nonce: bytes, raw: bytes) -> bytes:
    packed = u32le(len(raw)) + lz4_literals(raw)
    ad = enc_str(T_MAIL_LZ4) + enc_str(box)
    return nonce + aead_encrypt(mail_key(master), nonce, packed, ad)


def seal_mail_uncompressed(master: bytes, box: str, nonce: bytes, raw: bytes) -> bytes:
    ad = enc_str(T_MAIL) + enc_str(box)
    return nonce + aead_encrypt(mail_key(master), nonce, raw, ad)


def seal_parcel(master: bytes, nonce: bytes, mails: bytes) -> bytes:
    packed = u32le(len(mails)) + lz4_literals(mails)
    ad = enc_str(T_PARCEL_LZ4) + enc_str("outbox")
    return nonce + aead_encrypt(mail_key(master), nonce, packed, ad)


def self_test() -> None:
    # RFC 5869 test case 3 (empty salt and info).
    okm = hkdf_sha256(b"\x0b" * 22, b"", b"", 42)
    assert okm.hex() == ("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec345"
                         "4e5f3c738d2d9d201395faa4b61a96c8"), "HKDF self-test"
    # RFC 8439 section 2.8.2 (AEAD), checked by its tag.
    key = bytes(range(0x80, 0xA0))
    nonce = bytes.fromhex("070000004041424344454647")
    aad = bytes.fromhex("50515253c0c1c2c3c4c5c6c7")
    pt = (b"Ladies and Gentlemen of the class of '99: If I could offer you only one "
          b"tip for the future, sunscreen would be it.")
    out = aead_encrypt(key, nonce, pt, aad)
    assert out[:4].hex() == "d31a8d34", "ChaCha20 self-test"
    assert out[-16:].hex() == "1ae10b594f09e26a7e902ecbd0600691", "Poly1305 self-test"
    # RFC 4648 base32.
    assert base64.b32encode(b"fooba") == b"MZXW6YTB"
    # LZ4: literal blocks decode to their input; a block with a match
    # ("abcd" then 6 bytes copied from 4 back) decodes as the format says.
    for n in (0, 1, 14, 15, 16, 269, 270, 271, 600):
        data = bytes(i % 251 for i in range(n))
        assert lz4_decode(lz4_literals(data)) == data, "LZ4 literals"
    assert lz4_decode(b"\x42abcd\x04\x00") == b"abcdabcdab", "LZ4 match"
    assert u32le(300).hex() == "2c010000" and u32(300).hex() == "0000012c"


def cross_check_aead(key: bytes, nonce: bytes, pt: bytes, aad: bytes, ours: bytes) -> str:
    try:
        from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
    except ImportError:
        return "not cross-checked (package cryptography not installed)"
    theirs = ChaCha20Poly1305(key).encrypt(nonce, pt, aad)
    assert theirs == ours, "AEAD differs from the cryptography package"
    return "cross-checked with the cryptography package"


# ---------------------------------------------------------------- the vectors

def main() -> None:
    self_test()
    lines = []
    w = lines.append
    w("# Estafette protocol v1 test vectors: generated by vectors.py, do not edit.")
    w("# Format: NAME = VALUE; bytes in lowercase hex, text as is.")
    w("")

    seed = bytes(range(32))
    g, side = "lattaque-1", 1
    # (square byte, rank byte), deliberately not in square order.
    pieces = [(35, 10), (0, 12), (13, 2), (1, 11), (9, 1)]
    w("# Commitment: seed 00..1f, game lattaque-1, side 1.")
    w("# Pieces (square byte:rank byte): i4 Commander, a1 Flag, e2 Scout, b1 Mine, a2 Spy.")
    w(f"commit.seed = {seed.hex()}")
    w(f"commit.game = {g}")
    w(f"commit.side = {side}")
    w("commit.pieces = " + " ".join(f"{sq}:{rank}" for sq, rank in pieces))
    leaves = {}
    for sq, rank in sorted(pieces):
        s = salt(seed, g, side, sq)
        leaves[sq] = leaf(g, side, sq, rank, s)
        w(f"commit.salt.{sq} = {s.hex()}")
        w(f"commit.leaf.{sq} = {leaves[sq].hex()}")
    w(f"commit.root = {root(g, side, leaves).hex()}")
    w("")

    events = [b"first event", b"", bytes(range(256))]
    w("# Log chain for game lattaque-1: event 1 is the ASCII text 'first event',")
    w("# event 2 is empty, event 3 is the 256 bytes 00 01 .. ff.")
    w(f"log.game = {g}")
    for i, e in enumerate(events, 1):
        w(f"log.event.{i} = {e.hex()}")
    h = genesis(g)
    w(f"log.head.0 = {h.hex()}")
    for i, e in enumerate(events, 1):
        h = entry(h, i, e)
        w(f"log.head.{i} = {h.hex()}")
    w("")

    # Transcript format 3: a move's report and a game's end as reasons.
    cg = "strand-1"
    jumped = reason("report-strand-jumped",
                    side=("side", 1), enemy=("side", 2), kind=("kind", "C"),
                    path=("text", "b8xd10"), entered=("text", "no"),
                    taken=("reason", reason("report-strand-taken", side=("side", 2),
                                            kind=("kind", "C"), square=("text", "c9"))))
    moved = {"event": "moved", "side": 1, "ply": 3, "text": "b8xd10", "report": jumped,
             "combat": None, "at": 1795021600}
    name = 'Zo\u00eb "Z" \\ /\u0001'
    ended = {"event": "ended", "winner": 1,
             "reason": reason("end-resigned", side=("side", 2), name=("text", name)),
             "at": 1795025200}
    coded = [canonical(moved).encode("utf-8"), canonical(ended).encode("utf-8")]
    w("# Format 3: a 'moved' and an 'ended' event recording reasons (code and")
    w("# arguments), as entries 1 and 2 of a chain of game strand-1. The events")
    w("# are given as their UTF-8 text; the player's name in the second holds a")
    w("# quote, a backslash, a slash, a non-ASCII letter and the control U+0001.")
    w(f"coded.game = {cg}")
    for i, e in enumerate(coded, 1):
        w(f"coded.event.{i} = {e.decode('utf-8')}")
    h = genesis(cg)
    for i, e in enumerate(coded, 1):
        h = entry(h, i, e)
        w(f"coded.head.{i} = {h.hex()}")
    w("")

    tkey = bytes(range(32))
    w("# Reply tokens under the token key 00..1f.")
    w(f"token.key = {tkey.hex()}")
    w(f"token.lattaque-7.1.0 = {token(tkey, 'lattaque-7', 1, 0)}")
    w(f"token.lattaque-7.1.42 = {token(tkey, 'lattaque-7', 1, 42)}")
    w(f"token.lattaque-7.2.42 = {token(tkey, 'lattaque-7', 2, 42)}")
    w("# The first form (no position), as earlier versions handed them out.")
    w(f"token.v1.lattaque-7.1 = {token_v1(tkey, 'lattaque-7', 1)}")
    w(f"token.v1.lattaque-7.2 = {token_v1(tkey, 'lattaque-7', 2)}")
    w("")

    master = bytes(range(32))
    root_ = root(g, side, leaves)
    nonce = bytes(range(12))
    plaintext = b"example setup"
    sealed = seal(master, g, side, root_, nonce, plaintext)
    ad = enc_str(T_SECRET) + enc_str(g) + u8(side) + root_
    note = cross_check_aead(game_key(master, g), nonce, plaintext, ad, sealed[12:])
    w("# Secrets at rest under the master key 00..1f; the sealed value uses the")
    w("# commitment root above, side 1, nonce 00..0b and the ASCII text 'example setup'.")
    w(f"secret.master = {master.hex()}")
    w(f"secret.token_key = {token_key(master).hex()}")
    w(f"secret.game_key.lattaque-1 = {game_key(master, g).hex()}")
    w(f"secret.nonce = {nonce.hex()}")
    w(f"secret.plaintext = {plaintext.hex()}")
    w(f"secret.sealed = {sealed.hex()}")
    w(f"secret.token.lattaque-1.1.3 = {token(token_key(master), 'lattaque-1', 1, 3)}")
    w("")

    # A snapshot, taken at head h3 of the log chain above.
    head = genesis(g)
    for i, e in enumerate(events, 1):
        head = entry(head, i, e)
    snap_nonce = bytes(range(0x10, 0x1C))
    snapshot = b"example snapshot"
    w("# Snapshots, stored mail and parcels under the master key 00..1f. The")
    w("# snapshot is the ASCII text 'example snapshot' of game lattaque-1 at head")
    w("# log.head.3; the LZ4 blocks are literals only (section 8).")
    w(f"stored.mail_key = {mail_key(master).hex()}")
    w(f"stored.snapshot.head = {head.hex()}")
    w(f"stored.snapshot.nonce = {snap_nonce.hex()}")
    w(f"stored.snapshot.plaintext = {snapshot.hex()}")
    w(f"stored.snapshot.sealed = {seal_snapshot(master, g, head, snap_nonce, snapshot).hex()}")
    raw = (b"From: Alice <alice@example.org>\r\nSubject: Re: lattaque-1\r\n"
           b"\r\na4-a5\r\n")
    mail_nonce = bytes(range(0x20, 0x2C))
    w(f"stored.mail.raw = {raw.hex()}")
    w(f"stored.mail.packed = {(u32le(len(raw)) + lz4_literals(raw)).hex()}")
    w(f"stored.mail.nonce = {mail_nonce.hex()}")
    w(f"stored.mail.inbox = {seal_mail(master, 'inbox', mail_nonce, raw).hex()}")
    old_nonce = bytes(range(0x30, 0x3C))
    w(f"stored.mail.uncompressed.nonce = {old_nonce.hex()}")
    w(f"stored.mail.uncompressed.inbox = {seal_mail_uncompressed(master, 'inbox', old_nonce, raw).hex()}")
    mails = b"Subject: one\r\n\r\nfirst\r\n" + b"Subject: two\r\n\r\nsecond\r\n"
    parcel_nonce = bytes(range(0x40, 0x4C))
    w(f"stored.parcel.mails = {mails.hex()}")
    w(f"stored.parcel.nonce = {parcel_nonce.hex()}")
    w(f"stored.parcel.sealed = {seal_parcel(master, parcel_nonce, mails).hex()}")
    sys.stderr.write(f"vectors.py: self-tests passed; AEAD {note}\n")
    sys.stdout.write("\n".join(line.rstrip() for line in lines) + "\n")


if __name__ == "__main__":
    main()
