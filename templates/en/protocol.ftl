## Why the protocol's encodings, commitments, signatures and key files
## refuse a value (the core's `protocol`: `encode::HexError`,
## `encode::EncodeError`, `commit::CommitError`, `sign::SignError`). They
## are nested in the refusals of commitments, reveals and secret files.
## Numbers are counts; $game, $format and $why (a JSON reader's words) are
## given as they are.

## Hex text.

protocol-hex-odd-length = hex text has an odd length ({ $n } characters)
protocol-hex-bad-char = not a hex digit at position { $position }
protocol-hex-wrong-length = expected { $digits } hex digits ({ $bytes } bytes), found { $found } ({ $found-bytes } bytes)

## The byte encodings hashed by the protocol.

protocol-encode-empty-string = an encoded string must not be empty
protocol-encode-string-too-long = an encoded string is at most { $max } bytes, this one has { $n }
protocol-encode-not-ascii = an encoded string must be ASCII
protocol-encode-bad-side = side must be 1 or 2, not { $side }
protocol-encode-too-many-leaves = a commitment holds at most 255 pieces, this one has { $n }
protocol-encode-event-too-long = an event is at most { $max } bytes, this one has { $n }

## Commitments ($square is a square byte, $leaf counts from 1).

protocol-commit-no-pieces = a commitment needs at least one piece
protocol-commit-duplicate-square = two pieces on square byte { $square }
protocol-commit-unsorted = leaves are not in ascending square order (at leaf { $leaf })
protocol-commit-root-mismatch = the root does not match the leaves
protocol-commit-bad-key = the key of the commitment is not an Ed25519 public key

## Signatures, signed commands and signing key files.

protocol-sign-signature-length = a signature is 88 characters of base64 (64 bytes)
protocol-sign-not-a-game-id = '{ $game }' is not a game id
protocol-sign-commands-too-long = the commands are too long to sign
protocol-sign-sig-position-too-large = the position in the sig line is too large
protocol-sign-several-sig-lines = a mail carries one sig line; this one has several
protocol-sign-no-commands = there are no command lines to sign
protocol-sign-not-a-key-file = not a signing key file: { $why }
protocol-sign-wrong-key-file = not a signing key file of this program (format '{ $format }' version { $version }; expected '{ $expected }' version { $expected-version })
protocol-sign-secret = secret: { $why }
protocol-sign-key-file-damaged = the public key in the file is not its secret key's: the file is damaged

## A `Log-Head:` line (`log::LogHeadError`).

protocol-log-head-missing = the line does not start with 'Log-Head:'
protocol-log-head-word-count = 'Log-Head:' is followed by GAME N HASH (3 words), found { $n }
protocol-log-head-bad-game = bad game id in 'Log-Head:' line
protocol-log-head-bad-count = bad entry count in 'Log-Head:' line
protocol-log-head-bad-hash = bad hash in 'Log-Head:' line: { $why }

## A reply token (`token::TokenError`).

protocol-token-malformed = a reply token has the form GAME.PLAYER.POSITION.TAG
protocol-token-bad-game = the reply token's game id is not valid
protocol-token-bad-player = the reply token's player number must be 1 or 2
protocol-token-bad-position = the reply token's position is not a number
protocol-token-bad-tag-text = the reply token's tag is not { $n } base32 characters
protocol-token-forged = the reply token does not match any mail this referee sent

## A claimed hash chain (`log::ChainError`): $events and $heads are counts,
## $n a log entry, from 1.

protocol-chain-count-mismatch = the log has { $events } events but { $heads } heads
protocol-chain-mismatch = log entry { $n }: the hash chain breaks here
