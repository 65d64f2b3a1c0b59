//go:build goexperiment.simd && amd64

#include "textflag.h"

// func pairKernel(list *uint16, n int, h0, h1, w *float32, acc *[64]float32)
//
// For each of the n inputs i in list: acc[0:32] += h0[i] * w[32i:32i+32]
// and acc[32:64] += h1[i] * w[32i:32i+32] (see forwardPacked). The eight
// sums stay in Y0-Y7; each input costs two broadcasts from memory, four
// loads of weights and eight fused multiply-adds.
TEXT ·pairKernel(SB), NOSPLIT, $0-48
	MOVQ list+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ h0+16(FP), R8
	MOVQ h1+24(FP), R9
	MOVQ w+32(FP), DX
	MOVQ acc+40(FP), DI
	VMOVUPS 0(DI), Y0
	VMOVUPS 32(DI), Y1
	VMOVUPS 64(DI), Y2
	VMOVUPS 96(DI), Y3
	VMOVUPS 128(DI), Y4
	VMOVUPS 160(DI), Y5
	VMOVUPS 192(DI), Y6
	VMOVUPS 224(DI), Y7
	TESTQ CX, CX
	JZ done

loop:
	MOVWQZX (SI), AX
	VBROADCASTSS (R8)(AX*4), Y8
	VBROADCASTSS (R9)(AX*4), Y9
	SHLQ $7, AX
	ADDQ DX, AX
	VMOVUPS 0(AX), Y10
	VFMADD231PS Y10, Y8, Y0
	VFMADD231PS Y10, Y9, Y4
	VMOVUPS 32(AX), Y11
	VFMADD231PS Y11, Y8, Y1
	VFMADD231PS Y11, Y9, Y5
	VMOVUPS 64(AX), Y12
	VFMADD231PS Y12, Y8, Y2
	VFMADD231PS Y12, Y9, Y6
	VMOVUPS 96(AX), Y13
	VFMADD231PS Y13, Y8, Y3
	VFMADD231PS Y13, Y9, Y7
	ADDQ $2, SI
	DECQ CX
	JNZ loop

done:
	VMOVUPS Y0, 0(DI)
	VMOVUPS Y1, 32(DI)
	VMOVUPS Y2, 64(DI)
	VMOVUPS Y3, 96(DI)
	VMOVUPS Y4, 128(DI)
	VMOVUPS Y5, 160(DI)
	VMOVUPS Y6, 192(DI)
	VMOVUPS Y7, 224(DI)
	VZEROUPPER
	RET
