#!/usr/bin/env bash
# Copyright 2026 The ctcrypto Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.
#
# Re-creates testdata/wycheproof/*.json.gz from the pinned Wycheproof module.
# See SOURCES.md. Run from anywhere: bash internal/cryptotest/testdata/update.sh
# Output is reproducible: gzip -9 -n stores no name or timestamp.
set -euo pipefail

module=github.com/c2sp/wycheproof
version=v0.0.0-20260902155932-3fa63dd0344a
want_sum='h1:pNbL2nztRsWfW/ispAwsvcDFxs9Id38uIsR2/Up5G2c='

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=$here/wycheproof

# `go mod download` verifies the module against the checksum database (or
# the module cache) and prints where it lives.
info=$(cd "$here" && GOFLAGS=-mod=mod go mod download -json "$module@$version")
dir=$(printf '%s\n' "$info" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
sum=$(printf '%s\n' "$info" | sed -n 's/^[[:space:]]*"Sum": "\(.*\)",$/\1/p')
if [[ "$sum" != "$want_sum" ]]; then
	echo "update.sh: $module@$version has sum $sum, want $want_sum" >&2
	exit 1
fi
src=$dir/testvectors_v1

# The selection; keep in step with the list in SOURCES.md.
shopt -s nullglob
cd "$src"
files=(
	aes_cbc_pkcs5_test.json aes_gcm_test.json aes_gmac_test.json
	rsa_signature_{2048,3072,4096}_sha{256,384,512}_test.json
	rsa_pss_{2048,3072,4096}_sha*_mgf1_*_test.json rsa_pss_misc_test.json
	rsa_oaep_*_test.json
	rsa_pkcs1_{2048,3072,4096}_test.json
	ecdsa_secp{256,384,521}r1_sha{256,384,512}_test.json
	ecdsa_secp{256,384,521}r1_sha{256,384,512}_p1363_test.json
	ecdh_secp{256,384,521}r1_test.json ecdh_secp{256,384,521}r1_ecpoint_test.json
)

rm -f "$out"/*.json.gz
mkdir -p "$out"
for f in "${files[@]}"; do
	[[ -e "$f" ]] || continue # brace expansions name some files that do not exist
	case "$f" in
	*sha3_* | *shake* | *_params_*) continue ;; # SHA-3, SHAKE and explicit-parameter variants are out of scope
	esac
	gzip -9 -n -c "$f" >"$out/$f.gz"
	echo "$f"
done
