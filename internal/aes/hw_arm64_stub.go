//go:build arm64 && !purego

// Placeholder until the Armv8-AES tier lands: it makes the hardware tier
// contract compile on arm64. The arm64 file set (hw_arm64.go, hw_arm64.s)
// replaces this file.

package aes

var supportsHW = false

func hwEncryptBlock(rounds int, enc *[240]byte, dst, src *[16]byte)          { panic("aes: no hw") }
func hwDecryptBlock(rounds int, dec *[240]byte, dst, src *[16]byte)          { panic("aes: no hw") }
func hwEncryptBlocks(rounds int, enc *[240]byte, dst, src []byte)            { panic("aes: no hw") }
func hwCTR(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)       { panic("aes: no hw") }
func hwCBCEncrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) { panic("aes: no hw") }
func hwCBCDecrypt(rounds int, dec *[240]byte, dst, src []byte, iv *[16]byte) { panic("aes: no hw") }
