package aes

// sboxCore is the circuit of sboxWith on values instead of an array: x0 is
// the most significant bit (plane 7), s0 likewise. Arguments and results
// travel in registers (nine and eight of them, within the amd64 and arm64
// register ABIs), which saves the single-block path the sixteen stores and
// loads of going through an array.
func sboxCore(x0, x1, x2, x3, x4, x5, x6, x7 uint64, y *sboxScratch) (s0, s1, s2, s3, s4, s5, s6, s7 uint64) {
	y[2] = x7

	// Top linear layer.
	y14 := x3 ^ x5
	y[16] = y14
	y13 := x0 ^ x6
	y[12] = y13
	y9 := x0 ^ x3
	y[15] = y9
	y8 := x0 ^ x5
	y[17] = y8
	t0 := x1 ^ x2
	y1 := t0 ^ x7
	y[4] = y1
	y4 := y1 ^ x3
	y[11] = y4
	y12 := y13 ^ y14
	y[9] = y12
	y2 := y1 ^ x0
	y[14] = y2
	y5 := y1 ^ x6
	y[13] = y5
	y3 := y5 ^ y8
	y[10] = y3
	t1 := x4 ^ y12
	y15 := t1 ^ x5
	y[0] = y15
	y20 := t1 ^ x1
	y6 := y15 ^ x7
	y[1] = y6
	y10 := y15 ^ t0
	y[8] = y10
	y11 := y20 ^ y9
	y[6] = y11
	y7 := x7 ^ y11
	y[5] = y7
	y17 := y10 ^ y11
	y[7] = y17
	y19 := y10 ^ y8
	y16 := t0 ^ y11
	y[3] = y16
	y21 := y13 ^ y16
	y18 := x0 ^ y16

	// Nonlinear middle: inversion in the tower field.
	t2 := y[9] & y[0]
	t3 := y[10] & y[1]
	t4 := t3 ^ t2
	t5 := y[11] & y[2]
	t6 := t5 ^ t2
	t7 := y[12] & y[3]
	t8 := y[13] & y[4]
	t9 := t8 ^ t7
	t10 := y[14] & y[5]
	t11 := t10 ^ t7
	t12 := y[15] & y[6]
	t13 := y[16] & y[7]
	t14 := t13 ^ t12
	t15 := y[17] & y[8]
	t16 := t15 ^ t12
	t17 := t4 ^ t14
	t18 := t6 ^ t16
	t19 := t9 ^ t14
	t20 := t11 ^ t16
	t21 := t17 ^ y20
	t22 := t18 ^ y19
	t23 := t19 ^ y21
	t24 := t20 ^ y18

	t25 := t21 ^ t22
	t26 := t21 & t23
	t27 := t24 ^ t26
	t28 := t25 & t27
	t29 := t28 ^ t22
	t30 := t23 ^ t24
	t31 := t22 ^ t26
	t32 := t31 & t30
	t33 := t32 ^ t24
	t34 := t23 ^ t33
	t35 := t27 ^ t33
	t36 := t24 & t35
	t37 := t36 ^ t34
	t38 := t27 ^ t36
	t39 := t29 & t38
	t40 := t25 ^ t39

	t41 := t40 ^ t37
	t42 := t29 ^ t33
	t43 := t29 ^ t40
	t44 := t33 ^ t37
	t45 := t42 ^ t41
	// A store between the two reads of each y[i]: without it the compiler
	// merges them into one load and then spills the value to the stack.
	y[18] = t45

	// Products and bottom linear layer, with the affine constant 0x63 as
	// complements; each product is formed just before its first use.
	z15 := t42 & y[15]
	z16 := t45 & y[16]
	t46 := z15 ^ z16
	z10 := t37 & y[10]
	z11 := t33 & y[11]
	t47 := z10 ^ z11
	z5 := t29 & y[5]
	z13 := t40 & y[13]
	t48 := z5 ^ z13
	z9 := t44 & y[9]
	t49 := z9 ^ z10
	z2 := t33 & y[2]
	z12 := t43 & y[12]
	t50 := z2 ^ z12
	t51 := z2 ^ z5
	z7 := t45 & y[7]
	z8 := t41 & y[8]
	t52 := z7 ^ z8
	z0 := t44 & y[0]
	z3 := t43 & y[3]
	t53 := z0 ^ z3
	z6 := t42 & y[6]
	t54 := z6 ^ z7
	z17 := t41 & y[17]
	t55 := z16 ^ z17
	t56 := z12 ^ t48
	t57 := t50 ^ t53
	z4 := t40 & y[4]
	t58 := z4 ^ t46
	t59 := z3 ^ t54
	t60 := t46 ^ t57
	z14 := t29 & y[14]
	t61 := z14 ^ t57
	t62 := t52 ^ t58
	t63 := t49 ^ t58
	t64 := z4 ^ t59
	t65 := t61 ^ t62
	z1 := t37 & y[1]
	t66 := z1 ^ t63
	s0 = t59 ^ t63
	s6 = t56 ^ ^t62
	s7 = t48 ^ ^t60
	t67 := t64 ^ t65
	s3 = t53 ^ t66
	s4 = t51 ^ t66
	s5 = t47 ^ t65
	s1 = t64 ^ ^s3
	s2 = t55 ^ ^t67
	return
}
