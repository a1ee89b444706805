; seam-case seed=297
; config: functions=23,kernels=1,depth=5,stmts=25,trip=32,slot=16,shared=512,grid=7,block=54,cost=550779,features=calls+mutual-recursion+linkage+indirect-calls+type-tests+shared-mem+const-mem+forwarding+gep-args+ptr-return+isspacep+constexpr-casts+big-params+alwaysinline+nooutline+repeated+branches+atomics+unreferenced-kernels
; features: calls,mutual-recursion,linkage,indirect-calls,shared-mem,const-mem,forwarding,gep-args,ptr-return,isspacep,constexpr-casts,big-params,alwaysinline,nooutline,repeated,branches,atomics,unreferenced-kernels
; launch: @k0 grid=4 block=1 (out=i32[64] zero, in=i32[64] random 344235606, i32 409649550)
; label: force-inline @t0 = none (params 4, return 4)
; label: force-inline @t1 = none (params 4, return 4)
; label: force-inline @f2 = none (params 8, return 8)
; label: force-inline @f3 = already-alwaysinline (params 24, return 4)
; label: force-inline @f4 = none (params 384, return 4)
; label: force-inline @f5 = none (params 20, return 8)
; label: force-inline @f6 = already-alwaysinline (params 16, return 8)
; label: force-inline @f7 = none (params 16, return 4)
; label: force-inline @mra8 = none (params 12, return 4)
; label: force-inline @mrb8 = none (params 12, return 4)
; label: force-inline @f10 = already-alwaysinline (params 24, return 0)
; label: force-inline @f11 = none (params 24, return 4)
; label: force-inline @f12 = none (params 0, return 0)
; label: force-inline @f13 = none (params 4, return 4)
; label: force-inline @f14 = already-alwaysinline (params 16, return 8)
; label: force-inline @f15 = none (params 8, return 4)
; label: force-inline @f16 = none (params 12, return 0)
; label: force-inline @k0 = kernel (params 20, return 0)
; label: force-inline @k1 = kernel (params 20, return 0)
; label: arg-space @f2 0 = shared
; label: ret-space @f2 = const
; label: arg-space @f3 0 = shared
; label: arg-space @f3 1 = const
; label: arg-space @f5 0 = shared
; label: arg-space @f5 1 = const
; label: ret-space @f5 = const
; label: arg-space @f6 0 = shared
; label: ret-space @f6 = shared
; label: arg-space @f7 0 = const
; label: arg-space @f7 1 = const
; label: arg-space @f10 0 = const
; label: arg-space @f10 1 = shared
; label: arg-space @f11 0 = shared
; label: arg-space @f11 1 = shared
; label: arg-space @f14 0 = const
; label: arg-space @f14 1 = shared
; label: ret-space @f14 = const
; label: arg-space @f16 0 = const
; label: devirt @f2 %icall.0 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.1 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.2 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.3 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.4 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.5 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.6 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.7 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.8 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.9 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.10 = none(unguarded, 1 candidates)
; label: devirt @f2 %icall.11 = none(unguarded, 1 candidates)
; label: devirt @f3 %icall.12 = none(unguarded, 1 candidates)
; label: devirt @f3 %icall.13 = none(unguarded, 1 candidates)
; label: devirt @f3 %icall.14 = none(unguarded, 1 candidates)
; label: devirt @f3 %icall.15 = none(unguarded, 1 candidates)
; label: devirt @f3 %icall.16 = none(unguarded, 1 candidates)
; label: devirt @f3 %icall.17 = none(unguarded, 1 candidates)
; label: devirt @f3 %icall.18 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.19 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.20 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.21 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.22 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.23 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.24 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.25 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.26 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.27 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.28 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.29 = none(unguarded, 1 candidates)
; label: devirt @f4 %icall.30 = none(unguarded, 1 candidates)
; label: devirt @f5 %icall.31 = none(unguarded, 1 candidates)
; label: devirt @f6 %icall.32 = none(unguarded, 1 candidates)
; label: devirt @f6 %icall.33 = none(unguarded, 1 candidates)
; label: devirt @f6 %icall.34 = none(unguarded, 1 candidates)
; label: devirt @mrb8 %icall.35 = none(unguarded, 1 candidates)
; label: devirt @f12 %icall.36 = none(unguarded, 1 candidates)
; label: devirt @f12 %icall.37 = none(unguarded, 1 candidates)
; label: devirt @f12 %icall.38 = none(unguarded, 1 candidates)
; label: devirt @f13 %icall.39 = none(unguarded, 1 candidates)
; label: devirt @f13 %icall.40 = none(unguarded, 1 candidates)
; label: devirt @f13 %icall.41 = none(unguarded, 1 candidates)
; label: devirt @f13 %icall.42 = none(unguarded, 1 candidates)
; label: devirt @f13 %icall.43 = none(unguarded, 1 candidates)
; label: devirt @f14 %icall.44 = none(unguarded, 1 candidates)
; label: devirt @f14 %icall.45 = none(unguarded, 1 candidates)
; label: devirt @f14 %icall.46 = none(unguarded, 1 candidates)
; label: devirt @f14 %icall.47 = none(unguarded, 1 candidates)
; label: devirt @f14 %icall.48 = none(unguarded, 1 candidates)
; label: devirt @f14 %icall.49 = none(unguarded, 1 candidates)
; label: devirt @f14 %icall.50 = none(unguarded, 1 candidates)
; label: devirt @f14 %icall.51 = none(unguarded, 1 candidates)
; label: devirt @f15 %icall.52 = none(unguarded, 1 candidates)
; label: devirt @k0 %icall.53 = none(unguarded, 1 candidates)
; label: devirt @k0 %icall.54 = none(unguarded, 1 candidates)
; label: devirt @k0 %icall.55 = none(unguarded, 1 candidates)
; label: devirt @k0 %icall.56 = none(unguarded, 1 candidates)
; label: devirt @k0 %icall.57 = none(unguarded, 1 candidates)
; label: devirt @k0 %icall.58 = none(unguarded, 1 candidates)
; label: devirt @k0 %icall.59 = none(unguarded, 1 candidates)
; label: devirt @k1 %icall.60 = none(unguarded, 1 candidates)
; label: kernel @k0 = launched
; label: kernel @k1 = unreferenced

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [16 x i32] [i32 2105604229, i32 -751799029, i32 -280607226, i32 1759657085, i32 -1834153495, i32 1038699492, i32 1134922647, i32 764189705, i32 1054900677, i32 2121729164, i32 -1871139547, i32 1366694139, i32 68518633, i32 1077856229, i32 -1609492568, i32 1839183343], align 4
@sh = internal addrspace(3) global [512 x i32] undef, align 4
@count = internal addrspace(1) global i32 0, align 4
@vt0.0 = internal constant [2 x ptr] [ptr @t0, ptr @t0], align 8

define internal i32 @t0(i32 %x0) {
entry:
  %v1 = sub i32 %x0, %x0
  %v3 = or i32 %x0, 1
  %v2 = urem i32 %x0, %v3
  %v5 = and i32 -1285877332, 31
  %v4 = shl i32 %v2, %v5
  %v6 = xor i32 %v4, %v4
  ret i32 %v6
}

define internal i32 @t1(i32 %x0) {
entry:
  %a1 = xor i32 %x0, %x0
  %a3 = and i32 %x0, 32767
  %a4 = or i32 %a3, 1
  %a2 = sdiv i32 %a1, %a4
  %a6 = or i32 %x0, 1
  %a5 = udiv i32 %a2, %a6
  %a7 = sub i32 %a5, %a2
  %a8 = xor i32 %a7, %a5
  ret i32 %a8
}

define internal ptr @f2(ptr %p0) {
entry:
  %t1 = or i32 42, 51
  %t2 = and i32 %t1, 15
  %t3 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t2
  %t4 = load i32, ptr addrspace(4) %t3, align 4
  %t5 = and i32 %t1, 15
  %t6 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t5
  %t7 = load i32, ptr addrspace(4) %t6, align 4
  %t8 = icmp ult i32 %t7, %t7
  br i1 %t8, label %then1, label %else2

then1:
  %t10 = or i32 %t7, 1
  %t9 = urem i32 %t1, %t10
  %t12 = and i32 %t7, 31
  %t11 = shl i32 %t4, %t12
  %t13 = atomicrmw add ptr addrspace(1) @count, i32 %t4 monotonic, align 4
  %t14 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t14, label %is4, label %isnot5

is4:
  %t15 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t16 = and i32 %t11, 7
  %t17 = getelementptr inbounds i32, ptr addrspace(3) %t15, i32 %t16
  %t18 = load i32, ptr addrspace(3) %t17, align 4
  br label %isjoin6

isnot5:
  %t19 = and i32 %t9, 7
  %t20 = getelementptr inbounds i32, ptr %p0, i32 %t19
  %t21 = load i32, ptr %t20, align 4
  br label %isjoin6

isjoin6:
  %t22 = phi i32 [ %t18, %is4 ], [ %t21, %isnot5 ]
  %t23 = and i32 %t7, 7
  %t24 = getelementptr inbounds i32, ptr %p0, i32 %t23
  %t25 = load i32, ptr %t24, align 4
  %t26 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %t26, label %is7, label %isnot8

is7:
  %t27 = addrspacecast ptr %p0 to ptr addrspace(5)
  %t28 = and i32 %t22, 7
  %t29 = getelementptr inbounds i32, ptr addrspace(5) %t27, i32 %t28
  %t30 = load i32, ptr addrspace(5) %t29, align 4
  br label %isjoin9

isnot8:
  %t31 = and i32 %t9, 7
  %t32 = getelementptr inbounds i32, ptr %p0, i32 %t31
  %t33 = load i32, ptr %t32, align 4
  br label %isjoin9

isjoin9:
  %t34 = phi i32 [ %t30, %is7 ], [ %t33, %isnot8 ]
  br label %join3

else2:
  %t35 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %t36 = load ptr, ptr %t35, align 8
  %icall.0 = call i32 %t36(i32 %t7)
  br label %join3

join3:
  %t37 = phi i32 [ %t34, %isjoin9 ], [ %icall.0, %else2 ]
  %t38 = call i1 @llvm.nvvm.isspacep.const(ptr %p0)
  br i1 %t38, label %is10, label %isnot11

is10:
  %t39 = addrspacecast ptr %p0 to ptr addrspace(4)
  %t40 = and i32 %t37, 7
  %t41 = getelementptr inbounds i32, ptr addrspace(4) %t39, i32 %t40
  %t42 = load i32, ptr addrspace(4) %t41, align 4
  br label %isjoin12

isnot11:
  %t43 = and i32 %t37, 7
  %t44 = getelementptr inbounds i32, ptr %p0, i32 %t43
  %t45 = load i32, ptr %t44, align 4
  br label %isjoin12

isjoin12:
  %t46 = phi i32 [ %t42, %is10 ], [ %t45, %isnot11 ]
  %t47 = icmp ne i32 23, %t37
  br i1 %t47, label %then13, label %else14

then13:
  %t48 = icmp ult i32 %t46, %t4
  br i1 %t48, label %then16, label %else17

then16:
  %t50 = icmp eq i32 %t7, %t7
  %t49 = select i1 %t50, i32 %t7, i32 %t37
  %t51 = and i32 %t46, 828822887
  %t52 = sub i32 %t51, -1216216019
  %t53 = or i32 %t52, 309496477
  %t54 = or i32 %t53, %t49
  %t55 = shl i32 %t54, 3
  %t56 = and i32 %t55, %t52
  %t57 = icmp ult i32 %t1, %t46
  br i1 %t57, label %then19, label %else20

then19:
  %t58 = and i32 %t56, 7
  %t59 = getelementptr inbounds i32, ptr %p0, i32 %t58
  %t60 = load i32, ptr %t59, align 4
  %t61 = and i32 %t56, 7
  %t62 = getelementptr inbounds i32, ptr %p0, i32 %t61
  %t63 = load i32, ptr %t62, align 4
  %t64 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %t65 = load ptr, ptr %t64, align 8
  %icall.1 = call i32 %t65(i32 %t60)
  %t66 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %t67 = load ptr, ptr %t66, align 8
  %icall.2 = call i32 %t67(i32 %t56)
  %t68 = call i1 @llvm.nvvm.isspacep.const(ptr %p0)
  br i1 %t68, label %is22, label %isnot23

is22:
  %t69 = addrspacecast ptr %p0 to ptr addrspace(4)
  %t70 = and i32 %t60, 7
  %t71 = getelementptr inbounds i32, ptr addrspace(4) %t69, i32 %t70
  %t72 = load i32, ptr addrspace(4) %t71, align 4
  br label %isjoin24

isnot23:
  %t73 = and i32 35, 7
  %t74 = getelementptr inbounds i32, ptr %p0, i32 %t73
  %t75 = load i32, ptr %t74, align 4
  br label %isjoin24

isjoin24:
  %t76 = phi i32 [ %t72, %is22 ], [ %t75, %isnot23 ]
  br label %join21

else20:
  %t77 = atomicrmw add ptr addrspace(1) @count, i32 %t56 monotonic, align 4
  %t78 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t78, label %is25, label %isnot26

is25:
  %t79 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t80 = and i32 %t46, 7
  %t81 = getelementptr inbounds i32, ptr addrspace(3) %t79, i32 %t80
  %t82 = load i32, ptr addrspace(3) %t81, align 4
  br label %isjoin27

isnot26:
  %t83 = and i32 %t56, 7
  %t84 = getelementptr inbounds i32, ptr %p0, i32 %t83
  %t85 = load i32, ptr %t84, align 4
  br label %isjoin27

isjoin27:
  %t86 = phi i32 [ %t82, %is25 ], [ %t85, %isnot26 ]
  %t87 = and i32 %t56, 15
  %t88 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t87
  %t89 = load i32, ptr addrspace(4) %t88, align 4
  %t90 = atomicrmw add ptr addrspace(1) @count, i32 %t89 monotonic, align 4
  br label %join21

join21:
  %t91 = phi i32 [ %icall.1, %isjoin24 ], [ %t89, %isjoin27 ]
  %t92 = icmp ne i32 %t4, %t4
  br i1 %t92, label %then28, label %else29

then28:
  %t93 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %t94 = load ptr, ptr %t93, align 8
  %icall.3 = call i32 %t94(i32 %t56)
  %t95 = call i1 @llvm.nvvm.isspacep.local(ptr %p0)
  br i1 %t95, label %is31, label %isnot32

is31:
  %t96 = addrspacecast ptr %p0 to ptr addrspace(5)
  %t97 = and i32 %icall.3, 7
  %t98 = getelementptr inbounds i32, ptr addrspace(5) %t96, i32 %t97
  %t99 = load i32, ptr addrspace(5) %t98, align 4
  br label %isjoin33

isnot32:
  %t100 = and i32 %t56, 7
  %t101 = getelementptr inbounds i32, ptr %p0, i32 %t100
  %t102 = load i32, ptr %t101, align 4
  br label %isjoin33

isjoin33:
  %t103 = phi i32 [ %t99, %is31 ], [ %t102, %isnot32 ]
  %t105 = icmp ne i32 %t37, %t91
  %t104 = select i1 %t105, i32 %t37, i32 %t56
  %t107 = or i32 %t37, 1
  %t106 = udiv i32 %icall.3, %t107
  %t108 = and i32 %icall.3, 15
  %t109 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t108
  %t110 = load i32, ptr addrspace(4) %t109, align 4
  %t111 = and i32 %t110, 7
  %t112 = getelementptr inbounds i32, ptr %p0, i32 %t111
  %t113 = load i32, ptr %t112, align 4
  br label %join30

else29:
  %t114 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %t115 = load ptr, ptr %t114, align 8
  %icall.4 = call i32 %t115(i32 %t49)
  %t116 = xor i32 %t37, %t56
  %t117 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %t118 = load ptr, ptr %t117, align 8
  %icall.5 = call i32 %t118(i32 %t91)
  %t120 = and i32 %t1, 31
  %t119 = ashr i32 %t116, %t120
  %t121 = and i32 %icall.5, 7
  %t122 = getelementptr inbounds i32, ptr %p0, i32 %t121
  %t123 = load i32, ptr %t122, align 4
  br label %join30

join30:
  %t124 = phi i32 [ %t113, %isjoin33 ], [ %t123, %else29 ]
  %t125 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %t126 = load ptr, ptr %t125, align 8
  %icall.6 = call i32 %t126(i32 %t91)
  %t127 = icmp eq i32 %t124, 7722853
  br i1 %t127, label %then34, label %else35

then34:
  %t128 = and i32 %t46, 15
  %t129 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t128
  %t130 = load i32, ptr addrspace(4) %t129, align 4
  br label %join36

else35:
  %t131 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t131, label %is37, label %isnot38

is37:
  %t132 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t133 = and i32 %t124, 7
  %t134 = getelementptr inbounds i32, ptr addrspace(3) %t132, i32 %t133
  %t135 = load i32, ptr addrspace(3) %t134, align 4
  br label %isjoin39

isnot38:
  %t136 = and i32 %icall.6, 7
  %t137 = getelementptr inbounds i32, ptr %p0, i32 %t136
  %t138 = load i32, ptr %t137, align 4
  br label %isjoin39

isjoin39:
  %t139 = phi i32 [ %t135, %is37 ], [ %t138, %isnot38 ]
  %t140 = and i32 %t37, 7
  %t141 = getelementptr inbounds i32, ptr %p0, i32 %t140
  %t142 = load i32, ptr %t141, align 4
  %t143 = mul i32 46, %t139
  br label %join36

join36:
  %t144 = phi i32 [ %t130, %then34 ], [ %t143, %isjoin39 ]
  br label %join18

else17:
  %t145 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t145, label %is40, label %isnot41

is40:
  %t146 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t147 = and i32 %t46, 7
  %t148 = getelementptr inbounds i32, ptr addrspace(3) %t146, i32 %t147
  %t149 = load i32, ptr addrspace(3) %t148, align 4
  br label %isjoin42

isnot41:
  %t150 = and i32 %t46, 7
  %t151 = getelementptr inbounds i32, ptr %p0, i32 %t150
  %t152 = load i32, ptr %t151, align 4
  br label %isjoin42

isjoin42:
  %t153 = phi i32 [ %t149, %is40 ], [ %t152, %isnot41 ]
  %t154 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %t155 = load ptr, ptr %t154, align 8
  %icall.7 = call i32 %t155(i32 %t37)
  %t156 = icmp ne i32 %t46, %t37
  br i1 %t156, label %then43, label %else44

then43:
  %t157 = or i32 %icall.7, %t46
  %t158 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %t159 = load ptr, ptr %t158, align 8
  %icall.8 = call i32 %t159(i32 %t46)
  %t160 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t160, label %is46, label %isnot47

is46:
  %t161 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t162 = and i32 %t153, 7
  %t163 = getelementptr inbounds i32, ptr addrspace(3) %t161, i32 %t162
  %t164 = load i32, ptr addrspace(3) %t163, align 4
  br label %isjoin48

isnot47:
  %t165 = and i32 %t153, 7
  %t166 = getelementptr inbounds i32, ptr %p0, i32 %t165
  %t167 = load i32, ptr %t166, align 4
  br label %isjoin48

isjoin48:
  %t168 = phi i32 [ %t164, %is46 ], [ %t167, %isnot47 ]
  %t169 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t169, label %is49, label %isnot50

is49:
  %t170 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t171 = and i32 %t168, 7
  %t172 = getelementptr inbounds i32, ptr addrspace(3) %t170, i32 %t171
  %t173 = load i32, ptr addrspace(3) %t172, align 4
  br label %isjoin51

isnot50:
  %t174 = and i32 %icall.7, 7
  %t175 = getelementptr inbounds i32, ptr %p0, i32 %t174
  %t176 = load i32, ptr %t175, align 4
  br label %isjoin51

isjoin51:
  %t177 = phi i32 [ %t173, %is49 ], [ %t176, %isnot50 ]
  %t178 = and i32 %t157, 7
  %t179 = getelementptr inbounds i32, ptr %p0, i32 %t178
  %t180 = load i32, ptr %t179, align 4
  br label %join45

else44:
  %t182 = and i32 %t37, 31
  %t181 = lshr i32 %t37, %t182
  %t183 = atomicrmw add ptr addrspace(1) @count, i32 %t181 monotonic, align 4
  %t184 = and i32 %t153, 7
  %t185 = getelementptr inbounds i32, ptr %p0, i32 %t184
  %t186 = load i32, ptr %t185, align 4
  br label %join45

join45:
  %t187 = phi i32 [ %t180, %isjoin51 ], [ %t186, %else44 ]
  %t188 = and i32 %t7, 15
  %t189 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t188
  %t190 = load i32, ptr addrspace(4) %t189, align 4
  br label %join18

join18:
  %t191 = phi i32 [ %t144, %join36 ], [ %t153, %join45 ]
  %t192 = icmp sge i32 %t46, -2119273529
  br i1 %t192, label %then52, label %else53

then52:
  %t193 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %t194 = load ptr, ptr %t193, align 8
  %icall.9 = call i32 %t194(i32 %t7)
  %t195 = atomicrmw add ptr addrspace(1) @count, i32 %icall.9 monotonic, align 4
  %t196 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t196, label %is55, label %isnot56

is55:
  %t197 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t198 = and i32 %t46, 7
  %t199 = getelementptr inbounds i32, ptr addrspace(3) %t197, i32 %t198
  %t200 = load i32, ptr addrspace(3) %t199, align 4
  br label %isjoin57

isnot56:
  %t201 = and i32 %t37, 7
  %t202 = getelementptr inbounds i32, ptr %p0, i32 %t201
  %t203 = load i32, ptr %t202, align 4
  br label %isjoin57

isjoin57:
  %t204 = phi i32 [ %t200, %is55 ], [ %t203, %isnot56 ]
  br label %join54

else53:
  %t205 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %t206 = load ptr, ptr %t205, align 8
  %icall.10 = call i32 %t206(i32 %t37)
  %t207 = atomicrmw add ptr addrspace(1) @count, i32 %t1 monotonic, align 4
  %t208 = call i32 @llvm.ctpop.i32(i32 %t37)
  %t209 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t209, label %is58, label %isnot59

is58:
  %t210 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t211 = and i32 %t191, 7
  %t212 = getelementptr inbounds i32, ptr addrspace(3) %t210, i32 %t211
  %t213 = load i32, ptr addrspace(3) %t212, align 4
  br label %isjoin60

isnot59:
  %t214 = and i32 %t191, 7
  %t215 = getelementptr inbounds i32, ptr %p0, i32 %t214
  %t216 = load i32, ptr %t215, align 4
  br label %isjoin60

isjoin60:
  %t217 = phi i32 [ %t213, %is58 ], [ %t216, %isnot59 ]
  %t218 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %t219 = load ptr, ptr %t218, align 8
  %icall.11 = call i32 %t219(i32 %icall.10)
  br label %join54

join54:
  %t220 = phi i32 [ %t204, %isjoin57 ], [ %icall.11, %isjoin60 ]
  %t221 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t221, label %is61, label %isnot62

is61:
  %t222 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t223 = and i32 %t37, 7
  %t224 = getelementptr inbounds i32, ptr addrspace(3) %t222, i32 %t223
  %t225 = load i32, ptr addrspace(3) %t224, align 4
  br label %isjoin63

isnot62:
  %t226 = and i32 %t7, 7
  %t227 = getelementptr inbounds i32, ptr %p0, i32 %t226
  %t228 = load i32, ptr %t227, align 4
  br label %isjoin63

isjoin63:
  %t229 = phi i32 [ %t225, %is61 ], [ %t228, %isnot62 ]
  br label %join15

else14:
  %t230 = and i32 %t46, 7
  %t231 = getelementptr inbounds i32, ptr %p0, i32 %t230
  %t232 = load i32, ptr %t231, align 4
  %t233 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t233, label %is64, label %isnot65

is64:
  %t234 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t235 = and i32 %t37, 7
  %t236 = getelementptr inbounds i32, ptr addrspace(3) %t234, i32 %t235
  %t237 = load i32, ptr addrspace(3) %t236, align 4
  br label %isjoin66

isnot65:
  %t238 = and i32 %t46, 7
  %t239 = getelementptr inbounds i32, ptr %p0, i32 %t238
  %t240 = load i32, ptr %t239, align 4
  br label %isjoin66

isjoin66:
  %t241 = phi i32 [ %t237, %is64 ], [ %t240, %isnot65 ]
  %t243 = and i32 %t46, 31
  %t242 = ashr i32 %t1, %t243
  %t245 = and i32 %t37, 32767
  %t246 = or i32 %t245, 1
  %t244 = srem i32 %t46, %t246
  %t247 = and i32 %t244, 15
  %t248 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %t247
  %t249 = load i32, ptr addrspace(4) %t248, align 4
  %t250 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %t250, label %is67, label %isnot68

is67:
  %t251 = addrspacecast ptr %p0 to ptr addrspace(3)
  %t252 = and i32 %t249, 7
  %t253 = getelementptr inbounds i32, ptr addrspace(3) %t251, i32 %t252
  %t254 = load i32, ptr addrspace(3) %t253, align 4
  br label %isjoin69

isnot68:
  %t255 = and i32 %t244, 7
  %t256 = getelementptr inbounds i32, ptr %p0, i32 %t255
  %t257 = load i32, ptr %t256, align 4
  br label %isjoin69

isjoin69:
  %t258 = phi i32 [ %t254, %is67 ], [ %t257, %isnot68 ]
  br label %join15

join15:
  %t259 = phi i32 [ %t229, %isjoin63 ], [ %t258, %isjoin69 ]
  ret ptr addrspacecast (ptr addrspace(4) @c to ptr)
}

define i32 @f3(ptr %p0, ptr %p1, i32 %x2, i32 %x3) #0 {
entry:
  %q1 = atomicrmw add ptr addrspace(1) @count, i32 %x2 monotonic, align 4
  %q2 = and i32 35, 828822887
  %q3 = sub i32 %q2, -1216216019
  %q4 = or i32 %q3, 309496477
  %q5 = or i32 %q4, %x3
  %q6 = shl i32 %q5, 3
  %q7 = and i32 %q6, %q3
  %q8 = or i32 1721868344, %q7
  %q9 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %q10 = load ptr, ptr %q9, align 8
  %icall.12 = call i32 %q10(i32 %x3)
  %q11 = and i32 648998495, 15
  %q12 = getelementptr inbounds i32, ptr %p1, i32 %q11
  %q13 = load i32, ptr %q12, align 4
  %q14 = icmp ne i32 %q8, %q13
  br i1 %q14, label %then1, label %else2

then1:
  %q15 = icmp ult i32 %q7, 1218091353
  br i1 %q15, label %then4, label %else5

then4:
  %q16 = icmp ne i32 %icall.12, %x2
  br i1 %q16, label %then7, label %else8

then7:
  %q17 = call ptr @f2(ptr %p0)
  %q18 = call ptr @f2(ptr %p0)
  %q19 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %q19, label %is10, label %isnot11

is10:
  %q20 = addrspacecast ptr %p0 to ptr addrspace(3)
  %q21 = and i32 %q8, 7
  %q22 = getelementptr inbounds i32, ptr addrspace(3) %q20, i32 %q21
  %q23 = load i32, ptr addrspace(3) %q22, align 4
  br label %isjoin12

isnot11:
  %q24 = and i32 %icall.12, 7
  %q25 = getelementptr inbounds i32, ptr %p0, i32 %q24
  %q26 = load i32, ptr %q25, align 4
  br label %isjoin12

isjoin12:
  %q27 = phi i32 [ %q23, %is10 ], [ %q26, %isnot11 ]
  %q28 = atomicrmw add ptr addrspace(1) @count, i32 455278387 monotonic, align 4
  %q29 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %q29, label %is13, label %isnot14

is13:
  %q30 = addrspacecast ptr %p0 to ptr addrspace(3)
  %q31 = and i32 %x3, 7
  %q32 = getelementptr inbounds i32, ptr addrspace(3) %q30, i32 %q31
  %q33 = load i32, ptr addrspace(3) %q32, align 4
  br label %isjoin15

isnot14:
  %q34 = and i32 %q27, 7
  %q35 = getelementptr inbounds i32, ptr %p0, i32 %q34
  %q36 = load i32, ptr %q35, align 4
  br label %isjoin15

isjoin15:
  %q37 = phi i32 [ %q33, %is13 ], [ %q36, %isnot14 ]
  %q39 = and i32 %q8, 32767
  %q40 = or i32 %q39, 1
  %q38 = srem i32 %q13, %q40
  br label %join9

else8:
  %q41 = sub i32 %icall.12, 79216920
  %q42 = call ptr @f2(ptr %p0)
  %q43 = and i32 %icall.12, 7
  %q44 = getelementptr inbounds i32, ptr %q42, i32 %q43
  %q45 = load i32, ptr %q44, align 4
  br label %join9

join9:
  %q46 = phi i32 [ %q38, %isjoin15 ], [ %q45, %else8 ]
  %q47 = and i32 %q13, 15
  %q48 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q47
  %q49 = load i32, ptr addrspace(4) %q48, align 4
  %q50 = or i32 %icall.12, %q13
  %q51 = call i1 @llvm.nvvm.isspacep.const(ptr %p1)
  br i1 %q51, label %is16, label %isnot17

is16:
  %q52 = addrspacecast ptr %p1 to ptr addrspace(4)
  %q53 = and i32 %q50, 15
  %q54 = getelementptr inbounds i32, ptr addrspace(4) %q52, i32 %q53
  %q55 = load i32, ptr addrspace(4) %q54, align 4
  br label %isjoin18

isnot17:
  %q56 = and i32 %q46, 15
  %q57 = getelementptr inbounds i32, ptr %p1, i32 %q56
  %q58 = load i32, ptr %q57, align 4
  br label %isjoin18

isjoin18:
  %q59 = phi i32 [ %q55, %is16 ], [ %q58, %isnot17 ]
  %q60 = call ptr @f2(ptr %p0)
  br label %join6

else5:
  %q61 = atomicrmw add ptr addrspace(1) @count, i32 %icall.12 monotonic, align 4
  %q62 = icmp sge i32 %x3, %q8
  br i1 %q62, label %then19, label %else20

then19:
  %q64 = and i32 %icall.12, 32767
  %q65 = or i32 %q64, 1
  %q63 = srem i32 %q13, %q65
  %q66 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %q67 = load ptr, ptr %q66, align 8
  %icall.13 = call i32 %q67(i32 %q13)
  %q68 = call i1 @llvm.nvvm.isspacep.const(ptr %p1)
  br i1 %q68, label %is22, label %isnot23

is22:
  %q69 = addrspacecast ptr %p1 to ptr addrspace(4)
  %q70 = and i32 %icall.13, 15
  %q71 = getelementptr inbounds i32, ptr addrspace(4) %q69, i32 %q70
  %q72 = load i32, ptr addrspace(4) %q71, align 4
  br label %isjoin24

isnot23:
  %q73 = and i32 %q13, 15
  %q74 = getelementptr inbounds i32, ptr %p1, i32 %q73
  %q75 = load i32, ptr %q74, align 4
  br label %isjoin24

isjoin24:
  %q76 = phi i32 [ %q72, %is22 ], [ %q75, %isnot23 ]
  %q78 = icmp ne i32 19, 47
  %q77 = select i1 %q78, i32 19, i32 %icall.13
  %q79 = call ptr @f2(ptr %p0)
  br label %join21

else20:
  %q80 = and i32 -1240541803, 15
  %q81 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q80
  %q82 = load i32, ptr addrspace(4) %q81, align 4
  %q83 = and i32 %q82, 15
  %q84 = getelementptr inbounds i32, ptr %p1, i32 %q83
  %q85 = load i32, ptr %q84, align 4
  %q87 = and i32 %q85, 32767
  %q88 = or i32 %q87, 1
  %q86 = sdiv i32 %q13, %q88
  br label %join21

join21:
  %q89 = phi i32 [ %icall.13, %isjoin24 ], [ %q86, %else20 ]
  %q90 = and i32 %q89, 15
  %q91 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q90
  %q92 = load i32, ptr addrspace(4) %q91, align 4
  br label %join6

join6:
  %q93 = phi i32 [ %q59, %isjoin18 ], [ %q92, %join21 ]
  %q94 = icmp slt i32 %q93, %icall.12
  br i1 %q94, label %then25, label %else26

then25:
  %q95 = xor i32 %icall.12, %q8
  %q97 = icmp slt i32 %q95, %q95
  %q96 = select i1 %q97, i32 %q95, i32 %q93
  %q98 = xor i32 %q13, %q93
  %q99 = and i32 %q96, 15
  %q100 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q99
  %q101 = load i32, ptr addrspace(4) %q100, align 4
  %q102 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %q103 = load ptr, ptr %q102, align 8
  %icall.14 = call i32 %q103(i32 %q98)
  %q104 = atomicrmw add ptr addrspace(1) @count, i32 %q96 monotonic, align 4
  br label %join27

else26:
  %q105 = and i32 %q13, 7
  %q106 = getelementptr inbounds i32, ptr %p0, i32 %q105
  %q107 = load i32, ptr %q106, align 4
  %q108 = call ptr @f2(ptr %p0)
  %q109 = call ptr @f2(ptr %p0)
  %q110 = icmp ult i32 %icall.12, %x2
  br i1 %q110, label %then28, label %else29

then28:
  %q111 = and i32 %q107, 7
  %q112 = getelementptr inbounds i32, ptr %p0, i32 %q111
  %q113 = load i32, ptr %q112, align 4
  %q114 = atomicrmw add ptr addrspace(1) @count, i32 %q113 monotonic, align 4
  %q115 = call i1 @llvm.nvvm.isspacep.global(ptr %p1)
  br i1 %q115, label %is31, label %isnot32

is31:
  %q116 = addrspacecast ptr %p1 to ptr addrspace(1)
  %q117 = and i32 2012953709, 15
  %q118 = getelementptr inbounds i32, ptr addrspace(1) %q116, i32 %q117
  %q119 = load i32, ptr addrspace(1) %q118, align 4
  br label %isjoin33

isnot32:
  %q120 = and i32 %q113, 15
  %q121 = getelementptr inbounds i32, ptr %p1, i32 %q120
  %q122 = load i32, ptr %q121, align 4
  br label %isjoin33

isjoin33:
  %q123 = phi i32 [ %q119, %is31 ], [ %q122, %isnot32 ]
  %q124 = call ptr @f2(ptr %p0)
  %q125 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %q126 = load ptr, ptr %q125, align 8
  %icall.15 = call i32 %q126(i32 %q107)
  br label %join30

else29:
  %q127 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %q128 = load ptr, ptr %q127, align 8
  %icall.16 = call i32 %q128(i32 %q93)
  br label %join30

join30:
  %q129 = phi i32 [ %icall.15, %isjoin33 ], [ %icall.16, %else29 ]
  %q130 = call ptr @f2(ptr %p0)
  br label %join27

join27:
  %q131 = phi i32 [ %q98, %then25 ], [ %q129, %join30 ]
  br label %join3

else2:
  %q132 = icmp sge i32 %q7, %q8
  br i1 %q132, label %then34, label %else35

then34:
  %q133 = call ptr @f2(ptr %p0)
  br label %join36

else35:
  %q134 = and i32 %icall.12, 15
  %q135 = getelementptr inbounds i32, ptr %p1, i32 %q134
  %q136 = load i32, ptr %q135, align 4
  %q137 = atomicrmw add ptr addrspace(1) @count, i32 %q7 monotonic, align 4
  %q138 = call i1 @llvm.nvvm.isspacep.const(ptr %p1)
  br i1 %q138, label %is37, label %isnot38

is37:
  %q139 = addrspacecast ptr %p1 to ptr addrspace(4)
  %q140 = and i32 %q136, 15
  %q141 = getelementptr inbounds i32, ptr addrspace(4) %q139, i32 %q140
  %q142 = load i32, ptr addrspace(4) %q141, align 4
  br label %isjoin39

isnot38:
  %q143 = and i32 %q13, 15
  %q144 = getelementptr inbounds i32, ptr %p1, i32 %q143
  %q145 = load i32, ptr %q144, align 4
  br label %isjoin39

isjoin39:
  %q146 = phi i32 [ %q142, %is37 ], [ %q145, %isnot38 ]
  %q147 = sub i32 -765118402, %q13
  %q148 = icmp ne i32 %q147, %q147
  br i1 %q148, label %then40, label %else41

then40:
  %q149 = call i1 @llvm.nvvm.isspacep.const(ptr %p1)
  br i1 %q149, label %is43, label %isnot44

is43:
  %q150 = addrspacecast ptr %p1 to ptr addrspace(4)
  %q151 = and i32 %q13, 15
  %q152 = getelementptr inbounds i32, ptr addrspace(4) %q150, i32 %q151
  %q153 = load i32, ptr addrspace(4) %q152, align 4
  br label %isjoin45

isnot44:
  %q154 = and i32 %q146, 15
  %q155 = getelementptr inbounds i32, ptr %p1, i32 %q154
  %q156 = load i32, ptr %q155, align 4
  br label %isjoin45

isjoin45:
  %q157 = phi i32 [ %q153, %is43 ], [ %q156, %isnot44 ]
  %q158 = and i32 %q7, 15
  %q159 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q158
  %q160 = load i32, ptr addrspace(4) %q159, align 4
  %q161 = atomicrmw add ptr addrspace(1) @count, i32 %q157 monotonic, align 4
  %q163 = and i32 %q157, 32767
  %q164 = or i32 %q163, 1
  %q162 = srem i32 3, %q164
  %q165 = and i32 %q147, 15
  %q166 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q165
  %q167 = load i32, ptr addrspace(4) %q166, align 4
  br label %join42

else41:
  %q168 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %q169 = load ptr, ptr %q168, align 8
  %icall.17 = call i32 %q169(i32 %q146)
  %q170 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %q170, label %is46, label %isnot47

is46:
  %q171 = addrspacecast ptr %p0 to ptr addrspace(3)
  %q172 = and i32 %icall.17, 7
  %q173 = getelementptr inbounds i32, ptr addrspace(3) %q171, i32 %q172
  %q174 = load i32, ptr addrspace(3) %q173, align 4
  br label %isjoin48

isnot47:
  %q175 = and i32 31, 7
  %q176 = getelementptr inbounds i32, ptr %p0, i32 %q175
  %q177 = load i32, ptr %q176, align 4
  br label %isjoin48

isjoin48:
  %q178 = phi i32 [ %q174, %is46 ], [ %q177, %isnot47 ]
  br label %join42

join42:
  %q179 = phi i32 [ %q167, %isjoin45 ], [ %q178, %isjoin48 ]
  br label %join36

join36:
  %q180 = phi i32 [ %q13, %then34 ], [ %q179, %join42 ]
  %q181 = add i32 %q180, %q13
  %q182 = call i1 @llvm.nvvm.isspacep.const(ptr %p1)
  br i1 %q182, label %is49, label %isnot50

is49:
  %q183 = addrspacecast ptr %p1 to ptr addrspace(4)
  %q184 = and i32 %q181, 15
  %q185 = getelementptr inbounds i32, ptr addrspace(4) %q183, i32 %q184
  %q186 = load i32, ptr addrspace(4) %q185, align 4
  br label %isjoin51

isnot50:
  %q187 = and i32 %q181, 15
  %q188 = getelementptr inbounds i32, ptr %p1, i32 %q187
  %q189 = load i32, ptr %q188, align 4
  br label %isjoin51

isjoin51:
  %q190 = phi i32 [ %q186, %is49 ], [ %q189, %isnot50 ]
  %q191 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %q192 = load ptr, ptr %q191, align 8
  %icall.18 = call i32 %q192(i32 %q190)
  %q193 = and i32 %q8, 7
  %q194 = getelementptr inbounds i32, ptr %p0, i32 %q193
  %q195 = load i32, ptr %q194, align 4
  br label %join3

join3:
  %q196 = phi i32 [ %q131, %join27 ], [ %q195, %isjoin51 ]
  %q197 = call ptr @f2(ptr %p0)
  %q198 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %q198, label %is52, label %isnot53

is52:
  %q199 = addrspacecast ptr %p0 to ptr addrspace(3)
  %q200 = and i32 %q13, 7
  %q201 = getelementptr inbounds i32, ptr addrspace(3) %q199, i32 %q200
  %q202 = load i32, ptr addrspace(3) %q201, align 4
  br label %isjoin54

isnot53:
  %q203 = and i32 39, 7
  %q204 = getelementptr inbounds i32, ptr %p0, i32 %q203
  %q205 = load i32, ptr %q204, align 4
  br label %isjoin54

isjoin54:
  %q206 = phi i32 [ %q202, %is52 ], [ %q205, %isnot53 ]
  %q207 = xor i32 -241654378, %q196
  ret i32 %q207
}

define i32 @f4(i32 %x0, [95 x i32] %agg1) {
entry:
  %w1 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %w2 = load ptr, ptr %w1, align 8
  %icall.19 = call i32 %w2(i32 %x0)
  %w3 = sub i32 19, %icall.19
  %w4 = and i32 %icall.19, 828822887
  %w5 = sub i32 %w4, -1216216019
  %w6 = or i32 %w5, 309496477
  %w7 = or i32 %w6, 39
  %w8 = shl i32 %w7, 3
  %w9 = and i32 %w8, %w5
  %w10 = mul i32 1240529888, %w9
  %w11 = sub i32 %w10, %w9
  %w12 = icmp ne i32 27, 270677961
  br i1 %w12, label %then1, label %else2

then1:
  %w13 = call i32 @llvm.smax.i32(i32 %w10, i32 %icall.19)
  %w14 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %w15 = load ptr, ptr %w14, align 8
  %icall.20 = call i32 %w15(i32 %w13)
  %w16 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %w17 = load ptr, ptr %w16, align 8
  %icall.21 = call i32 %w17(i32 %w10)
  %w19 = and i32 %w11, 32767
  %w20 = or i32 %w19, 1
  %w18 = srem i32 %w13, %w20
  %w21 = atomicrmw add ptr addrspace(1) @count, i32 %icall.21 monotonic, align 4
  %w22 = call ptr @f2(ptr addrspacecast (ptr addrspace(3) @sh to ptr))
  br label %join3

else2:
  %w23 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %w24 = load ptr, ptr %w23, align 8
  %icall.22 = call i32 %w24(i32 %w3)
  %w25 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %w26 = load ptr, ptr %w25, align 8
  %icall.23 = call i32 %w26(i32 %icall.19)
  br label %join3

join3:
  %w27 = phi i32 [ %w18, %then1 ], [ %icall.23, %else2 ]
  %w28 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 191
  %w29 = addrspacecast ptr addrspace(3) %w28 to ptr
  %w30 = call ptr @f2(ptr %w29)
  %w31 = call ptr @f2(ptr addrspacecast (ptr addrspace(3) @sh to ptr))
  %w32 = icmp slt i32 %w10, %w3
  br i1 %w32, label %then4, label %else5

then4:
  %w33 = call i32 @llvm.smin.i32(i32 %w11, i32 %w27)
  %w34 = or i32 -1299290080, %w33
  %w35 = call i32 @llvm.umax.i32(i32 %w3, i32 %w11)
  %w36 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 213
  %w37 = addrspacecast ptr addrspace(3) %w36 to ptr
  %w38 = call ptr @f2(ptr %w37)
  %w39 = and i32 %w27, 7
  %w40 = getelementptr inbounds i32, ptr %w38, i32 %w39
  %w41 = load i32, ptr %w40, align 4
  br label %join6

else5:
  %w42 = and i32 %w9, 7
  %w43 = getelementptr inbounds i32, ptr %w31, i32 %w42
  %w44 = load i32, ptr %w43, align 4
  br label %join6

join6:
  %w45 = phi i32 [ %w41, %then4 ], [ %w44, %else5 ]
  %w46 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %w47 = load ptr, ptr %w46, align 8
  %icall.24 = call i32 %w47(i32 %w3)
  %w48 = and i32 %w45, 7
  %w49 = getelementptr inbounds i32, ptr %w30, i32 %w48
  %w50 = load i32, ptr %w49, align 4
  %w51 = and i32 %w45, 7
  %w52 = getelementptr inbounds i32, ptr %w31, i32 %w51
  %w53 = load i32, ptr %w52, align 4
  %w54 = call ptr @f2(ptr addrspacecast (ptr addrspace(3) @sh to ptr))
  %w55 = icmp ne i32 %w11, %icall.24
  br i1 %w55, label %then7, label %else8

then7:
  %w57 = or i32 1042335935, 1
  %w56 = udiv i32 %w45, %w57
  %w58 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 225
  %w59 = addrspacecast ptr addrspace(3) %w58 to ptr
  %w60 = call ptr @f2(ptr %w59)
  %w61 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %w62 = load ptr, ptr %w61, align 8
  %icall.25 = call i32 %w62(i32 %w53)
  %w63 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %w64 = load ptr, ptr %w63, align 8
  %icall.26 = call i32 %w64(i32 %w53)
  br label %join9

else8:
  %w65 = call ptr @f2(ptr addrspacecast (ptr addrspace(3) @sh to ptr))
  %w67 = and i32 %w11, 32767
  %w68 = or i32 %w67, 1
  %w66 = srem i32 %w50, %w68
  %w69 = icmp ult i32 %w66, %w66
  br i1 %w69, label %then10, label %else11

then10:
  %w70 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %w71 = load ptr, ptr %w70, align 8
  %icall.27 = call i32 %w71(i32 27)
  %w72 = xor i32 %w53, %w53
  %w73 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 469
  %w74 = addrspacecast ptr addrspace(3) %w73 to ptr
  %w75 = call ptr @f2(ptr %w74)
  %w76 = icmp ne i32 %icall.27, %w3
  br i1 %w76, label %then13, label %else14

then13:
  %w77 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 0
  %w78 = addrspacecast ptr addrspace(3) %w77 to ptr
  %w79 = call ptr @f2(ptr %w78)
  %w80 = call ptr @f2(ptr addrspacecast (ptr addrspace(3) @sh to ptr))
  %w81 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %w82 = load ptr, ptr %w81, align 8
  %icall.28 = call i32 %w82(i32 %w66)
  %w83 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 364
  %w84 = addrspacecast ptr addrspace(3) %w83 to ptr
  %w85 = call ptr @f2(ptr %w84)
  %w86 = atomicrmw add ptr addrspace(1) @count, i32 %icall.28 monotonic, align 4
  %w87 = addrspacecast ptr addrspace(3) @sh to ptr
  %w88 = call ptr @f2(ptr %w87)
  br label %join15

else14:
  %w89 = addrspacecast ptr addrspace(3) @sh to ptr
  %w90 = call ptr @f2(ptr %w89)
  %w91 = addrspacecast ptr addrspace(3) @sh to ptr
  %w92 = call ptr @f2(ptr %w91)
  %w93 = atomicrmw add ptr addrspace(1) @count, i32 %icall.27 monotonic, align 4
  %w94 = and i32 %w72, 7
  %w95 = getelementptr inbounds i32, ptr %w54, i32 %w94
  %w96 = load i32, ptr %w95, align 4
  %w97 = addrspacecast ptr addrspace(3) @sh to ptr
  %w98 = call ptr @f2(ptr %w97)
  br label %join15

join15:
  %w99 = phi i32 [ %icall.28, %then13 ], [ %w96, %else14 ]
  br label %join12

else11:
  %w101 = and i32 %x0, 31
  %w100 = lshr i32 %w50, %w101
  %w102 = and i32 %w27, 7
  %w103 = getelementptr inbounds i32, ptr %w65, i32 %w102
  %w104 = load i32, ptr %w103, align 4
  %w105 = call ptr @f2(ptr addrspacecast (ptr addrspace(3) @sh to ptr))
  %w107 = or i32 %w104, 1
  %w106 = urem i32 %w53, %w107
  %w109 = and i32 %w3, 31
  %w108 = ashr i32 %w66, %w109
  br label %join12

join12:
  %w110 = phi i32 [ %w99, %join15 ], [ %w108, %else11 ]
  br label %join9

join9:
  %w111 = phi i32 [ %icall.26, %then7 ], [ %w110, %join12 ]
  %w112 = call i1 @llvm.nvvm.isspacep.local(ptr %w31)
  br i1 %w112, label %is16, label %isnot17

is16:
  %w113 = addrspacecast ptr %w31 to ptr addrspace(5)
  %w114 = and i32 %x0, 7
  %w115 = getelementptr inbounds i32, ptr addrspace(5) %w113, i32 %w114
  %w116 = load i32, ptr addrspace(5) %w115, align 4
  br label %isjoin18

isnot17:
  %w117 = and i32 52, 7
  %w118 = getelementptr inbounds i32, ptr %w31, i32 %w117
  %w119 = load i32, ptr %w118, align 4
  br label %isjoin18

isjoin18:
  %w120 = phi i32 [ %w116, %is16 ], [ %w119, %isnot17 ]
  %w121 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %w122 = load ptr, ptr %w121, align 8
  %icall.29 = call i32 %w122(i32 %w27)
  %w123 = and i32 %icall.29, 7
  %w124 = getelementptr inbounds i32, ptr %w30, i32 %w123
  %w125 = load i32, ptr %w124, align 4
  %w126 = and i32 %w120, 7
  %w127 = getelementptr inbounds i32, ptr %w54, i32 %w126
  %w128 = load i32, ptr %w127, align 4
  %w129 = sub i32 %w120, %w125
  %w130 = and i32 %w129, 7
  %w131 = getelementptr inbounds i32, ptr %w54, i32 %w130
  %w132 = load i32, ptr %w131, align 4
  %w133 = call i1 @llvm.nvvm.isspacep.shared(ptr %w30)
  br i1 %w133, label %is19, label %isnot20

is19:
  %w134 = addrspacecast ptr %w30 to ptr addrspace(3)
  %w135 = and i32 %w132, 7
  %w136 = getelementptr inbounds i32, ptr addrspace(3) %w134, i32 %w135
  %w137 = load i32, ptr addrspace(3) %w136, align 4
  br label %isjoin21

isnot20:
  %w138 = and i32 35, 7
  %w139 = getelementptr inbounds i32, ptr %w30, i32 %w138
  %w140 = load i32, ptr %w139, align 4
  br label %isjoin21

isjoin21:
  %w141 = phi i32 [ %w137, %is19 ], [ %w140, %isnot20 ]
  %w143 = icmp sgt i32 %w129, %w3
  %w142 = select i1 %w143, i32 %w129, i32 %w128
  %w144 = addrspacecast ptr addrspace(3) @sh to ptr
  %w145 = call ptr @f2(ptr %w144)
  %w146 = and i32 %w132, 7
  %w147 = getelementptr inbounds i32, ptr %w54, i32 %w146
  %w148 = load i32, ptr %w147, align 4
  %w149 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %w150 = load ptr, ptr %w149, align 8
  %icall.30 = call i32 %w150(i32 %w10)
  %w151 = xor i32 %w10, %w142
  ret i32 %w151
}

define ptr @f5(ptr %p0, ptr %p1, i32 %x2) {
entry:
  %z2 = and i32 %x2, 31
  %z1 = shl i32 %x2, %z2
  %z4 = icmp ult i32 %x2, %x2
  %z3 = select i1 %z4, i32 %x2, i32 %z1
  %z6 = or i32 -8, 1
  %z5 = urem i32 %x2, %z6
  %z7 = and i32 45, 7
  %z8 = getelementptr inbounds i32, ptr %p1, i32 %z7
  %z9 = load i32, ptr %z8, align 4
  %z10 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %z11 = load ptr, ptr %z10, align 8
  %icall.31 = call i32 %z11(i32 %z3)
  %z12 = call ptr @f2(ptr %p0)
  %z13 = or i32 %z1, %z3
  %z15 = and i32 %icall.31, 31
  %z14 = ashr i32 %icall.31, %z15
  %z16 = and i32 %icall.31, 7
  %z17 = getelementptr inbounds i32, ptr %p1, i32 %z16
  %z18 = load i32, ptr %z17, align 4
  %z19 = sub i32 2031342481, %z13
  ret ptr %p1
}

define private ptr @f6(ptr %p0, i32 %x1, i32 %x2) #0 {
entry:
  %m1 = and i32 %x2, 15
  %m2 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m1
  %m3 = load i32, ptr addrspace(4) %m2, align 4
  %m4 = addrspacecast ptr addrspace(3) @sh to ptr
  %m5 = call i32 @f3(ptr %m4, ptr addrspacecast (ptr addrspace(4) @c to ptr), i32 %m3, i32 %x2)
  %m7 = icmp slt i32 %x1, %x2
  %m6 = select i1 %m7, i32 %x1, i32 %x2
  %m8 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 74
  %m9 = addrspacecast ptr addrspace(3) %m8 to ptr
  %m10 = call ptr @f2(ptr %m9)
  %m11 = insertvalue [95 x i32] zeroinitializer, i32 %m6, 18
  %m12 = call i32 @f4(i32 %x2, [95 x i32] %m11)
  %m13 = icmp sge i32 %m12, %x2
  br i1 %m13, label %then1, label %else2

then1:
  %m14 = and i32 %m5, 828822887
  %m15 = sub i32 %m14, -1216216019
  %m16 = or i32 %m15, 309496477
  %m17 = or i32 %m16, %m6
  %m18 = shl i32 %m17, 3
  %m19 = and i32 %m18, %m15
  %m20 = or i32 %m6, %m6
  br label %join3

else2:
  %m21 = and i32 %m12, 7
  %m22 = getelementptr inbounds i32, ptr %p0, i32 %m21
  %m23 = load i32, ptr %m22, align 4
  %m24 = atomicrmw add ptr addrspace(1) @count, i32 %m5 monotonic, align 4
  %m25 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 229
  %m26 = addrspacecast ptr addrspace(3) %m25 to ptr
  %m27 = call i32 @f3(ptr %m26, ptr addrspacecast (ptr addrspace(4) @c to ptr), i32 %m12, i32 %m5)
  %m28 = call i32 @f3(ptr %p0, ptr addrspacecast (ptr addrspace(4) @c to ptr), i32 -1086021325, i32 %m5)
  %m29 = sub i32 %m28, %m23
  %m30 = icmp eq i32 %m3, %m27
  br i1 %m30, label %then4, label %else5

then4:
  %m31 = icmp ult i32 %m27, %m27
  br i1 %m31, label %then7, label %else8

then7:
  %m32 = insertvalue [95 x i32] zeroinitializer, i32 %m29, 63
  %m33 = insertvalue [95 x i32] %m32, i32 %m5, 61
  %m34 = insertvalue [95 x i32] %m33, i32 %m29, 85
  %m35 = call i32 @f4(i32 %m27, [95 x i32] %m34)
  %m36 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %m37 = load ptr, ptr %m36, align 8
  %icall.32 = call i32 %m37(i32 %m3)
  %m38 = atomicrmw add ptr addrspace(1) @count, i32 %m28 monotonic, align 4
  %m39 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %m39, label %is10, label %isnot11

is10:
  %m40 = addrspacecast ptr %p0 to ptr addrspace(3)
  %m41 = and i32 %icall.32, 7
  %m42 = getelementptr inbounds i32, ptr addrspace(3) %m40, i32 %m41
  %m43 = load i32, ptr addrspace(3) %m42, align 4
  br label %isjoin12

isnot11:
  %m44 = and i32 %m23, 7
  %m45 = getelementptr inbounds i32, ptr %p0, i32 %m44
  %m46 = load i32, ptr %m45, align 4
  br label %isjoin12

isjoin12:
  %m47 = phi i32 [ %m43, %is10 ], [ %m46, %isnot11 ]
  br label %join9

else8:
  %m48 = call i1 @llvm.nvvm.isspacep.const(ptr %p0)
  br i1 %m48, label %is13, label %isnot14

is13:
  %m49 = addrspacecast ptr %p0 to ptr addrspace(4)
  %m50 = and i32 %m27, 7
  %m51 = getelementptr inbounds i32, ptr addrspace(4) %m49, i32 %m50
  %m52 = load i32, ptr addrspace(4) %m51, align 4
  br label %isjoin15

isnot14:
  %m53 = and i32 %m29, 7
  %m54 = getelementptr inbounds i32, ptr %p0, i32 %m53
  %m55 = load i32, ptr %m54, align 4
  br label %isjoin15

isjoin15:
  %m56 = phi i32 [ %m52, %is13 ], [ %m55, %isnot14 ]
  %m57 = call ptr @f2(ptr %p0)
  %m58 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 158
  %m59 = addrspacecast ptr addrspace(3) %m58 to ptr
  %m60 = call ptr @f2(ptr %m59)
  %m62 = or i32 %m29, 1
  %m61 = urem i32 1, %m62
  br label %join9

join9:
  %m63 = phi i32 [ %m47, %isjoin12 ], [ %m61, %isjoin15 ]
  %m64 = or i32 %m29, %m27
  br label %join6

else5:
  %m65 = icmp ne i32 %m29, %m27
  br i1 %m65, label %then16, label %else17

then16:
  %m66 = insertvalue [95 x i32] zeroinitializer, i32 %m23, 28
  %m67 = call i32 @f4(i32 %m27, [95 x i32] %m66)
  %m68 = call ptr @f2(ptr %p0)
  %m70 = icmp slt i32 %m67, 44
  %m69 = select i1 %m70, i32 %m67, i32 %m29
  %m71 = and i32 %x2, 511
  %m72 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %m71
  %m73 = load i32, ptr addrspace(3) %m72, align 4
  %m74 = call ptr @f2(ptr %p0)
  br label %join18

else17:
  %m75 = and i32 %m28, 7
  %m76 = getelementptr inbounds i32, ptr %m10, i32 %m75
  %m77 = load i32, ptr %m76, align 4
  br label %join18

join18:
  %m78 = phi i32 [ %m73, %then16 ], [ %m77, %else17 ]
  %m79 = icmp ne i32 %m29, %m28
  br i1 %m79, label %then19, label %else20

then19:
  %m81 = or i32 %m29, 1
  %m80 = urem i32 %m29, %m81
  %m82 = and i32 44, 7
  %m83 = getelementptr inbounds i32, ptr %p0, i32 %m82
  %m84 = load i32, ptr %m83, align 4
  %m86 = and i32 %m78, 31
  %m85 = shl i32 -556890724, %m86
  br label %join21

else20:
  %m87 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %m88 = load ptr, ptr %m87, align 8
  %icall.33 = call i32 %m88(i32 %m28)
  %m89 = insertvalue [95 x i32] zeroinitializer, i32 %icall.33, 41
  %m90 = insertvalue [95 x i32] %m89, i32 28, 59
  %m91 = insertvalue [95 x i32] %m90, i32 %m29, 45
  %m92 = call i32 @f4(i32 %m29, [95 x i32] %m91)
  br label %join21

join21:
  %m93 = phi i32 [ %m85, %then19 ], [ %m92, %else20 ]
  %m95 = icmp ne i32 426459102, %m78
  %m94 = select i1 %m95, i32 426459102, i32 %m28
  %m96 = addrspacecast ptr addrspace(4) @c to ptr
  %m97 = call i32 @f3(ptr %p0, ptr %m96, i32 %m78, i32 %m94)
  %m98 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 39
  %m99 = addrspacecast ptr addrspace(3) %m98 to ptr
  %m100 = call ptr @f2(ptr %m99)
  br label %join6

join6:
  %m101 = phi i32 [ %m64, %join9 ], [ %m97, %join21 ]
  br label %join3

join3:
  %m102 = phi i32 [ %m20, %then1 ], [ %m101, %join6 ]
  %m103 = and i32 %x1, 7
  %m104 = getelementptr inbounds i32, ptr %m10, i32 %m103
  %m105 = load i32, ptr %m104, align 4
  %m106 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %m106, label %is22, label %isnot23

is22:
  %m107 = addrspacecast ptr %p0 to ptr addrspace(3)
  %m108 = and i32 %m105, 7
  %m109 = getelementptr inbounds i32, ptr addrspace(3) %m107, i32 %m108
  %m110 = load i32, ptr addrspace(3) %m109, align 4
  br label %isjoin24

isnot23:
  %m111 = and i32 %m6, 7
  %m112 = getelementptr inbounds i32, ptr %p0, i32 %m111
  %m113 = load i32, ptr %m112, align 4
  br label %isjoin24

isjoin24:
  %m114 = phi i32 [ %m110, %is22 ], [ %m113, %isnot23 ]
  %m115 = xor i32 %m114, %m3
  %m116 = call ptr @f2(ptr %p0)
  %m117 = and i32 %m114, %m114
  %m118 = icmp eq i32 %m114, %m114
  br i1 %m118, label %then25, label %else26

then25:
  %m119 = icmp slt i32 %m117, %m114
  br i1 %m119, label %then28, label %else29

then28:
  %m120 = insertvalue [95 x i32] zeroinitializer, i32 1027948031, 64
  %m121 = insertvalue [95 x i32] %m120, i32 %m117, 61
  %m122 = insertvalue [95 x i32] %m121, i32 %m115, 40
  %m123 = call i32 @f4(i32 %m117, [95 x i32] %m122)
  %m124 = and i32 %m115, 7
  %m125 = getelementptr inbounds i32, ptr %m10, i32 %m124
  %m126 = load i32, ptr %m125, align 4
  br label %join30

else29:
  %m127 = atomicrmw add ptr addrspace(1) @count, i32 %m105 monotonic, align 4
  br label %join30

join30:
  %m128 = phi i32 [ %m123, %then28 ], [ %m102, %else29 ]
  %m130 = or i32 %m115, 1
  %m129 = urem i32 %m114, %m130
  %m131 = mul i32 688282976, %m115
  br label %join27

else26:
  %m132 = call ptr @f2(ptr %p0)
  br label %join27

join27:
  %m133 = phi i32 [ %m131, %join30 ], [ %m115, %else26 ]
  %m134 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 138
  %m135 = addrspacecast ptr addrspace(3) %m134 to ptr
  %m136 = call ptr @f2(ptr %m135)
  %m137 = and i32 -1400660584, 15
  %m138 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m137
  %m139 = load i32, ptr addrspace(4) %m138, align 4
  %m140 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %m141 = load ptr, ptr %m140, align 8
  %icall.34 = call i32 %m141(i32 %m115)
  %m142 = icmp slt i32 50, %m117
  br i1 %m142, label %then31, label %else32

then31:
  %m143 = call ptr @f2(ptr %p0)
  %m145 = or i32 %m102, 1
  %m144 = udiv i32 %m133, %m145
  br label %join33

else32:
  %m146 = call i1 @llvm.nvvm.isspacep.const(ptr %m10)
  br i1 %m146, label %is34, label %isnot35

is34:
  %m147 = addrspacecast ptr %m10 to ptr addrspace(4)
  %m148 = and i32 22, 7
  %m149 = getelementptr inbounds i32, ptr addrspace(4) %m147, i32 %m148
  %m150 = load i32, ptr addrspace(4) %m149, align 4
  br label %isjoin36

isnot35:
  %m151 = and i32 %m133, 7
  %m152 = getelementptr inbounds i32, ptr %m10, i32 %m151
  %m153 = load i32, ptr %m152, align 4
  br label %isjoin36

isjoin36:
  %m154 = phi i32 [ %m150, %is34 ], [ %m153, %isnot35 ]
  %m156 = and i32 272569218, 31
  %m155 = lshr i32 %icall.34, %m156
  br label %join33

join33:
  %m157 = phi i32 [ %m144, %then31 ], [ %m155, %isjoin36 ]
  ret ptr %p0
}

define internal i32 @f7(ptr %p0, ptr %p1) {
entry:
  %h2 = or i32 -3, 1
  %h1 = urem i32 1607255687, %h2
  %h3 = call i32 @llvm.umin.i32(i32 %h1, i32 %h1)
  %h4 = insertvalue [95 x i32] zeroinitializer, i32 %h1, 92
  %h5 = call i32 @f4(i32 %h3, [95 x i32] %h4)
  %h6 = and i32 %h5, 511
  %h7 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %h6
  %h8 = load i32, ptr addrspace(3) %h7, align 4
  %h9 = xor i32 %h8, 16
  ret i32 %h9
}

define i32 @mra8(i32 %x0, i32 %x1, i32 %depth) {
entry:
  %v1 = insertvalue [95 x i32] zeroinitializer, i32 %depth, 36
  %v2 = insertvalue [95 x i32] %v1, i32 %x0, 76
  %v3 = insertvalue [95 x i32] %v2, i32 -1140670231, 33
  %v4 = call i32 @f4(i32 %x1, [95 x i32] %v3)
  %v5 = icmp eq i32 %depth, 0
  br i1 %v5, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %v6 = sub i32 %depth, 1
  %v7 = call i32 @mrb8(i32 %v4, i32 %depth, i32 %v6)
  %v8 = xor i32 %v7, %depth
  br label %rjoin3

rjoin3:
  %v9 = phi i32 [ %depth, %base1 ], [ %v8, %recurse2 ]
  ret i32 %v9
}

define internal i32 @mrb8(i32 %x0, i32 %x1, i32 %depth) {
entry:
  %a1 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %a2 = load ptr, ptr %a1, align 8
  %icall.35 = call i32 %a2(i32 %x1)
  %a3 = icmp eq i32 %depth, 0
  br i1 %a3, label %base1, label %recurse2

base1:
  br label %rjoin3

recurse2:
  %a4 = sub i32 %depth, 1
  %a5 = call i32 @mra8(i32 %depth, i32 %x0, i32 %a4)
  %a6 = xor i32 %a5, %depth
  br label %rjoin3

rjoin3:
  %a7 = phi i32 [ %x0, %base1 ], [ %a6, %recurse2 ]
  ret i32 %a7
}

define private void @f10(ptr %p0, ptr %p1, i32 %x2, i32 %x3) #1 {
entry:
  %t2 = and i32 %x2, 31
  %t1 = lshr i32 %x2, %t2
  %t3 = sub i32 %x3, -1900228390
  ret void
}

define i32 @f11(ptr %p0, ptr %p1, i32 %x2, i32 %x3) {
entry:
  %q1 = and i32 1798146225, 15
  %q2 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %q1
  %q3 = load i32, ptr addrspace(4) %q2, align 4
  %q4 = xor i32 %q3, %x2
  ret i32 %q4
}

define void @f12() {
entry:
  %w1 = call ptr @f6(ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 -1778997332, i32 12)
  %w2 = addrspacecast ptr addrspace(3) @sh to ptr
  %w3 = addrspacecast ptr addrspace(4) @c to ptr
  %w4 = call ptr @f5(ptr %w2, ptr %w3, i32 -862836280)
  %w5 = icmp sge i32 2, -1718367241
  br i1 %w5, label %then1, label %else2

then1:
  %w6 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 300
  %w7 = addrspacecast ptr addrspace(3) %w6 to ptr
  %w8 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 4
  %w9 = addrspacecast ptr addrspace(4) %w8 to ptr
  %w10 = call ptr @f5(ptr %w7, ptr %w9, i32 -946664340)
  %w11 = and i32 -1, 828822887
  %w12 = sub i32 %w11, -1216216019
  %w13 = or i32 %w12, 309496477
  %w14 = or i32 %w13, 0
  %w15 = shl i32 %w14, 3
  %w16 = and i32 %w15, %w12
  %w17 = call i1 @llvm.nvvm.isspacep.const(ptr %w4)
  br i1 %w17, label %is4, label %isnot5

is4:
  %w18 = addrspacecast ptr %w4 to ptr addrspace(4)
  %w19 = and i32 %w16, 7
  %w20 = getelementptr inbounds i32, ptr addrspace(4) %w18, i32 %w19
  %w21 = load i32, ptr addrspace(4) %w20, align 4
  br label %isjoin6

isnot5:
  %w22 = and i32 %w16, 7
  %w23 = getelementptr inbounds i32, ptr %w4, i32 %w22
  %w24 = load i32, ptr %w23, align 4
  br label %isjoin6

isjoin6:
  %w25 = phi i32 [ %w21, %is4 ], [ %w24, %isnot5 ]
  br label %join3

else2:
  %w26 = atomicrmw add ptr addrspace(1) @count, i32 -7 monotonic, align 4
  br label %join3

join3:
  %w27 = phi i32 [ %w25, %isjoin6 ], [ -4, %else2 ]
  %w28 = icmp slt i32 37, %w27
  br i1 %w28, label %then7, label %else8

then7:
  %w29 = icmp eq i32 -284790245, %w27
  br i1 %w29, label %then10, label %else11

then10:
  %w30 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %w31 = load ptr, ptr %w30, align 8
  %icall.36 = call i32 %w31(i32 %w27)
  br label %join12

else11:
  %w32 = mul i32 %w27, %w27
  %w33 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %w34 = load ptr, ptr %w33, align 8
  %icall.37 = call i32 %w34(i32 %w32)
  %w36 = or i32 %w27, 1
  %w35 = udiv i32 %icall.37, %w36
  %w37 = xor i32 %w27, %icall.37
  %w39 = or i32 %icall.37, 1
  %w38 = urem i32 %w37, %w39
  br label %join12

join12:
  %w40 = phi i32 [ %icall.36, %then10 ], [ %w38, %else11 ]
  %w42 = or i32 %w27, 1
  %w41 = udiv i32 %w27, %w42
  %w44 = or i32 %w27, 1
  %w43 = udiv i32 %w40, %w44
  br label %join9

else8:
  %w45 = icmp sge i32 %w27, %w27
  br i1 %w45, label %then13, label %else14

then13:
  %w46 = and i32 %w27, 15
  %w47 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %w46
  %w48 = load i32, ptr addrspace(4) %w47, align 4
  %w49 = icmp eq i32 8, %w48
  br i1 %w49, label %then16, label %else17

then16:
  %w50 = call i1 @llvm.nvvm.isspacep.local(ptr %w4)
  br i1 %w50, label %is19, label %isnot20

is19:
  %w51 = addrspacecast ptr %w4 to ptr addrspace(5)
  %w52 = and i32 %w48, 7
  %w53 = getelementptr inbounds i32, ptr addrspace(5) %w51, i32 %w52
  %w54 = load i32, ptr addrspace(5) %w53, align 4
  br label %isjoin21

isnot20:
  %w55 = and i32 %w27, 7
  %w56 = getelementptr inbounds i32, ptr %w4, i32 %w55
  %w57 = load i32, ptr %w56, align 4
  br label %isjoin21

isjoin21:
  %w58 = phi i32 [ %w54, %is19 ], [ %w57, %isnot20 ]
  %w59 = call i1 @llvm.nvvm.isspacep.local(ptr %w1)
  br i1 %w59, label %is22, label %isnot23

is22:
  %w60 = addrspacecast ptr %w1 to ptr addrspace(5)
  %w61 = and i32 %w48, 7
  %w62 = getelementptr inbounds i32, ptr addrspace(5) %w60, i32 %w61
  %w63 = load i32, ptr addrspace(5) %w62, align 4
  br label %isjoin24

isnot23:
  %w64 = and i32 %w58, 7
  %w65 = getelementptr inbounds i32, ptr %w1, i32 %w64
  %w66 = load i32, ptr %w65, align 4
  br label %isjoin24

isjoin24:
  %w67 = phi i32 [ %w63, %is22 ], [ %w66, %isnot23 ]
  br label %join18

else17:
  %w68 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %w69 = load ptr, ptr %w68, align 8
  %icall.38 = call i32 %w69(i32 %w27)
  %w71 = icmp slt i32 %w27, %icall.38
  %w70 = select i1 %w71, i32 %w27, i32 %w48
  %w72 = call i1 @llvm.nvvm.isspacep.const(ptr %w4)
  br i1 %w72, label %is25, label %isnot26

is25:
  %w73 = addrspacecast ptr %w4 to ptr addrspace(4)
  %w74 = and i32 %icall.38, 7
  %w75 = getelementptr inbounds i32, ptr addrspace(4) %w73, i32 %w74
  %w76 = load i32, ptr addrspace(4) %w75, align 4
  br label %isjoin27

isnot26:
  %w77 = and i32 941371767, 7
  %w78 = getelementptr inbounds i32, ptr %w4, i32 %w77
  %w79 = load i32, ptr %w78, align 4
  br label %isjoin27

isjoin27:
  %w80 = phi i32 [ %w76, %is25 ], [ %w79, %isnot26 ]
  br label %join18

join18:
  %w81 = phi i32 [ %w67, %isjoin24 ], [ %w80, %isjoin27 ]
  %w82 = call i1 @llvm.nvvm.isspacep.global(ptr %w4)
  br i1 %w82, label %is28, label %isnot29

is28:
  %w83 = addrspacecast ptr %w4 to ptr addrspace(1)
  %w84 = and i32 %w48, 7
  %w85 = getelementptr inbounds i32, ptr addrspace(1) %w83, i32 %w84
  %w86 = load i32, ptr addrspace(1) %w85, align 4
  br label %isjoin30

isnot29:
  %w87 = and i32 %w81, 7
  %w88 = getelementptr inbounds i32, ptr %w4, i32 %w87
  %w89 = load i32, ptr %w88, align 4
  br label %isjoin30

isjoin30:
  %w90 = phi i32 [ %w86, %is28 ], [ %w89, %isnot29 ]
  %w91 = atomicrmw add ptr addrspace(1) @count, i32 %w81 monotonic, align 4
  br label %join15

else14:
  %w92 = icmp slt i32 3, %w27
  br i1 %w92, label %then31, label %else32

then31:
  br label %join33

else32:
  %w93 = xor i32 %w27, %w27
  br label %join33

join33:
  %w94 = phi i32 [ %w27, %then31 ], [ %w93, %else32 ]
  %w95 = and i32 %w27, 511
  %w96 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w95
  %w97 = load i32, ptr addrspace(3) %w96, align 4
  br label %join15

join15:
  %w98 = phi i32 [ %w90, %isjoin30 ], [ %w97, %join33 ]
  %w99 = call i1 @llvm.nvvm.isspacep.shared(ptr %w1)
  br i1 %w99, label %is34, label %isnot35

is34:
  %w100 = addrspacecast ptr %w1 to ptr addrspace(3)
  %w101 = and i32 %w27, 7
  %w102 = getelementptr inbounds i32, ptr addrspace(3) %w100, i32 %w101
  %w103 = load i32, ptr addrspace(3) %w102, align 4
  br label %isjoin36

isnot35:
  %w104 = and i32 %w98, 7
  %w105 = getelementptr inbounds i32, ptr %w1, i32 %w104
  %w106 = load i32, ptr %w105, align 4
  br label %isjoin36

isjoin36:
  %w107 = phi i32 [ %w103, %is34 ], [ %w106, %isnot35 ]
  br label %join9

join9:
  %w108 = phi i32 [ %w43, %join12 ], [ %w107, %isjoin36 ]
  %w109 = and i32 %w108, 511
  %w110 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %w109
  %w111 = load i32, ptr addrspace(3) %w110, align 4
  %w113 = or i32 %w108, 1
  %w112 = udiv i32 %w27, %w113
  %w114 = xor i32 %w27, -1794931765
  %w116 = and i32 %w114, 32767
  %w117 = or i32 %w116, 1
  %w115 = srem i32 %w108, %w117
  ret void
}

define internal i32 @f13(i32 %x0) {
entry:
  %z1 = icmp ult i32 %x0, %x0
  br i1 %z1, label %then1, label %else2

then1:
  %z2 = addrspacecast ptr addrspace(4) @c to ptr
  %z3 = call i32 @f7(ptr %z2, ptr addrspacecast (ptr addrspace(4) @c to ptr))
  %z4 = insertvalue [95 x i32] zeroinitializer, i32 %z3, 69
  %z5 = insertvalue [95 x i32] %z4, i32 %z3, 89
  %z6 = call i32 @f4(i32 %x0, [95 x i32] %z5)
  br label %join3

else2:
  %z7 = and i32 %x0, 828822887
  %z8 = sub i32 %z7, -1216216019
  %z9 = or i32 %z8, 309496477
  %z10 = or i32 %z9, %x0
  %z11 = shl i32 %z10, 3
  %z12 = and i32 %z11, %z8
  %z13 = and i32 %x0, 511
  %z14 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %z13
  %z15 = load i32, ptr addrspace(3) %z14, align 4
  %z16 = mul i32 %z15, %x0
  %z17 = call i32 @llvm.umax.i32(i32 %z15, i32 %z12)
  %z18 = icmp ne i32 %z17, %z12
  br i1 %z18, label %then4, label %else5

then4:
  %z20 = or i32 %z17, 1
  %z19 = urem i32 %z12, %z20
  %z21 = icmp slt i32 %x0, %z19
  br i1 %z21, label %then7, label %else8

then7:
  %z22 = addrspacecast ptr addrspace(3) @sh to ptr
  %z23 = call i32 @f3(ptr %z22, ptr addrspacecast (ptr addrspace(4) @c to ptr), i32 %x0, i32 %z19)
  br label %join9

else8:
  %z24 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %z25 = load ptr, ptr %z24, align 8
  %icall.39 = call i32 %z25(i32 %z19)
  %z26 = call i32 @f7(ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr addrspacecast (ptr addrspace(4) @c to ptr))
  %z28 = or i32 48276911, 1
  %z27 = urem i32 34, %z28
  %z29 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 357
  %z30 = addrspacecast ptr addrspace(3) %z29 to ptr
  %z31 = addrspacecast ptr addrspace(4) @c to ptr
  %z32 = call i32 @f3(ptr %z30, ptr %z31, i32 %z27, i32 810512682)
  %z33 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %z34 = load ptr, ptr %z33, align 8
  %icall.40 = call i32 %z34(i32 %z27)
  %z36 = and i32 %z26, 32767
  %z37 = or i32 %z36, 1
  %z35 = srem i32 %z32, %z37
  br label %join9

join9:
  %z38 = phi i32 [ %z23, %then7 ], [ %z35, %else8 ]
  %z40 = icmp sgt i32 -7, %z16
  %z39 = select i1 %z40, i32 -7, i32 %z38
  br label %join6

else5:
  %z41 = add i32 %z12, 12
  %z42 = and i32 %z16, 3
  %z43 = call i32 @mra8(i32 -5, i32 %z16, i32 %z42)
  br label %join6

join6:
  %z44 = phi i32 [ %z39, %join9 ], [ %z43, %else5 ]
  %z45 = icmp slt i32 %z17, %z44
  br i1 %z45, label %then10, label %else11

then10:
  br label %join12

else11:
  %z47 = and i32 %z16, 31
  %z46 = shl i32 %z17, %z47
  %z48 = and i32 %z46, 511
  %z49 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %z48
  %z50 = load i32, ptr addrspace(3) %z49, align 4
  %z51 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %z52 = load ptr, ptr %z51, align 8
  %icall.41 = call i32 %z52(i32 %z50)
  %z53 = xor i32 %z46, %z16
  %z54 = and i32 %z46, 15
  %z55 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %z54
  %z56 = load i32, ptr addrspace(4) %z55, align 4
  br label %join12

join12:
  %z57 = phi i32 [ %z15, %then10 ], [ %z56, %else11 ]
  br label %join3

join3:
  %z58 = phi i32 [ %z6, %then1 ], [ %z57, %join12 ]
  %z59 = and i32 %z58, 15
  %z60 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %z59
  %z61 = load i32, ptr addrspace(4) %z60, align 4
  %z62 = icmp ult i32 %x0, %x0
  br i1 %z62, label %then13, label %else14

then13:
  %z63 = atomicrmw add ptr addrspace(1) @count, i32 45 monotonic, align 4
  %z64 = and i32 34, 511
  %z65 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %z64
  %z66 = load i32, ptr addrspace(3) %z65, align 4
  %z67 = and i32 22, 511
  %z68 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %z67
  %z69 = load i32, ptr addrspace(3) %z68, align 4
  %z70 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %z71 = load ptr, ptr %z70, align 8
  %icall.42 = call i32 %z71(i32 %x0)
  br label %join15

else14:
  %z72 = call i32 @llvm.abs.i32(i32 %x0, i1 false)
  %z73 = atomicrmw add ptr addrspace(1) @count, i32 %z72 monotonic, align 4
  %z74 = icmp eq i32 25, %x0
  br i1 %z74, label %then16, label %else17

then16:
  %z75 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %z76 = load ptr, ptr %z75, align 8
  %icall.43 = call i32 %z76(i32 -4)
  %z77 = and i32 %icall.43, 511
  %z78 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %z77
  %z79 = load i32, ptr addrspace(3) %z78, align 4
  %z80 = call i32 @llvm.abs.i32(i32 %icall.43, i1 false)
  br label %join18

else17:
  %z82 = and i32 %z72, 32767
  %z83 = or i32 %z82, 1
  %z81 = srem i32 %z61, %z83
  %z84 = icmp slt i32 %z61, %z81
  br i1 %z84, label %then19, label %else20

then19:
  %z85 = call i32 @llvm.umin.i32(i32 %z81, i32 %z72)
  %z86 = and i32 %z81, 15
  %z87 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %z86
  %z88 = load i32, ptr addrspace(4) %z87, align 4
  %z89 = or i32 %z58, 19
  br label %join21

else20:
  %z90 = atomicrmw add ptr addrspace(1) @count, i32 -2136272524 monotonic, align 4
  %z92 = icmp eq i32 %z81, %z72
  %z91 = select i1 %z92, i32 %z81, i32 %z61
  br label %join21

join21:
  %z93 = phi i32 [ %z89, %then19 ], [ %z91, %else20 ]
  br label %join18

join18:
  %z94 = phi i32 [ %z80, %then16 ], [ %z93, %join21 ]
  %z95 = xor i32 %z94, %x0
  %z96 = or i32 %z95, %z61
  %z97 = atomicrmw add ptr addrspace(1) @count, i32 33 monotonic, align 4
  br label %join15

join15:
  %z98 = phi i32 [ %icall.42, %then13 ], [ %z96, %join18 ]
  %z99 = atomicrmw add ptr addrspace(1) @count, i32 %z61 monotonic, align 4
  %z100 = mul i32 %z98, %z98
  %z101 = and i32 %z100, 511
  %z102 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %z101
  %z103 = load i32, ptr addrspace(3) %z102, align 4
  %z104 = xor i32 %z103, %z103
  ret i32 %z104
}

define private ptr @f14(ptr %p0, ptr %p1) #1 {
entry:
  %m1 = getelementptr inbounds i32, ptr %p1, i32 3
  %m2 = call ptr @f6(ptr %m1, i32 -94223503, i32 11)
  %m3 = or i32 1173536313, 1
  %m4 = and i32 %m3, 511
  %m5 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %m4
  %m6 = load i32, ptr addrspace(3) %m5, align 4
  %m8 = and i32 %m3, 31
  %m7 = ashr i32 %m6, %m8
  %m9 = and i32 %m6, 15
  %m10 = getelementptr inbounds i32, ptr %p1, i32 %m9
  %m11 = load i32, ptr %m10, align 4
  %m12 = icmp eq i32 %m11, %m6
  br i1 %m12, label %then1, label %else2

then1:
  %m13 = call ptr @f2(ptr %p1)
  %m14 = getelementptr inbounds i32, ptr %p1, i32 3
  %m15 = call ptr @f2(ptr %m14)
  %m16 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %m17 = load ptr, ptr %m16, align 8
  %icall.44 = call i32 %m17(i32 %m3)
  %m18 = call i1 @llvm.nvvm.isspacep.local(ptr %p1)
  br i1 %m18, label %is4, label %isnot5

is4:
  %m19 = addrspacecast ptr %p1 to ptr addrspace(5)
  %m20 = and i32 %m6, 15
  %m21 = getelementptr inbounds i32, ptr addrspace(5) %m19, i32 %m20
  %m22 = load i32, ptr addrspace(5) %m21, align 4
  br label %isjoin6

isnot5:
  %m23 = and i32 %icall.44, 15
  %m24 = getelementptr inbounds i32, ptr %p1, i32 %m23
  %m25 = load i32, ptr %m24, align 4
  br label %isjoin6

isjoin6:
  %m26 = phi i32 [ %m22, %is4 ], [ %m25, %isnot5 ]
  %m27 = call i32 @llvm.smin.i32(i32 %m11, i32 %m7)
  %m28 = icmp sge i32 %m27, %m11
  br i1 %m28, label %then7, label %else8

then7:
  %m29 = and i32 %m3, 828822887
  %m30 = sub i32 %m29, -1216216019
  %m31 = or i32 %m30, 309496477
  %m32 = or i32 %m31, %m27
  %m33 = shl i32 %m32, 3
  %m34 = and i32 %m33, %m30
  %m35 = icmp slt i32 -953508556, %m7
  br i1 %m35, label %then10, label %else11

then10:
  %m36 = and i32 %m34, 7
  %m37 = getelementptr inbounds i32, ptr %m2, i32 %m36
  %m38 = load i32, ptr %m37, align 4
  %m40 = or i32 %m27, 1
  %m39 = urem i32 %m34, %m40
  %m41 = and i32 %m38, 7
  %m42 = getelementptr inbounds i32, ptr %m13, i32 %m41
  %m43 = load i32, ptr %m42, align 4
  br label %join12

else11:
  %m44 = and i32 20, 7
  %m45 = getelementptr inbounds i32, ptr %m2, i32 %m44
  %m46 = load i32, ptr %m45, align 4
  br label %join12

join12:
  %m47 = phi i32 [ %m43, %then10 ], [ %m46, %else11 ]
  br label %join9

else8:
  %m48 = atomicrmw add ptr addrspace(1) @count, i32 %m27 monotonic, align 4
  br label %join9

join9:
  %m49 = phi i32 [ %m47, %join12 ], [ %m11, %else8 ]
  br label %join3

else2:
  %m50 = icmp eq i32 47, -3
  br i1 %m50, label %then13, label %else14

then13:
  %m51 = call i32 @llvm.smax.i32(i32 %m6, i32 %m11)
  %m52 = and i32 %m7, 15
  %m53 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m52
  %m54 = load i32, ptr addrspace(4) %m53, align 4
  %m55 = icmp sge i32 %m51, %m11
  br i1 %m55, label %then16, label %else17

then16:
  %m56 = and i32 %m54, 15
  %m57 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m56
  %m58 = load i32, ptr addrspace(4) %m57, align 4
  %m59 = call i32 @llvm.ctpop.i32(i32 %m58)
  %m61 = and i32 %m3, 31
  %m60 = lshr i32 823798167, %m61
  %m62 = call i1 @llvm.nvvm.isspacep.shared(ptr %p1)
  br i1 %m62, label %is19, label %isnot20

is19:
  %m63 = addrspacecast ptr %p1 to ptr addrspace(3)
  %m64 = and i32 3, 15
  %m65 = getelementptr inbounds i32, ptr addrspace(3) %m63, i32 %m64
  %m66 = load i32, ptr addrspace(3) %m65, align 4
  br label %isjoin21

isnot20:
  %m67 = and i32 %m58, 15
  %m68 = getelementptr inbounds i32, ptr %p1, i32 %m67
  %m69 = load i32, ptr %m68, align 4
  br label %isjoin21

isjoin21:
  %m70 = phi i32 [ %m66, %is19 ], [ %m69, %isnot20 ]
  %m71 = call i1 @llvm.nvvm.isspacep.shared(ptr %m2)
  br i1 %m71, label %is22, label %isnot23

is22:
  %m72 = addrspacecast ptr %m2 to ptr addrspace(3)
  %m73 = and i32 %m58, 7
  %m74 = getelementptr inbounds i32, ptr addrspace(3) %m72, i32 %m73
  %m75 = load i32, ptr addrspace(3) %m74, align 4
  br label %isjoin24

isnot23:
  %m76 = and i32 %m59, 7
  %m77 = getelementptr inbounds i32, ptr %m2, i32 %m76
  %m78 = load i32, ptr %m77, align 4
  br label %isjoin24

isjoin24:
  %m79 = phi i32 [ %m75, %is22 ], [ %m78, %isnot23 ]
  %m80 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %m81 = load ptr, ptr %m80, align 8
  %icall.45 = call i32 %m81(i32 %m70)
  br label %join18

else17:
  %m82 = and i32 %m6, 15
  %m83 = getelementptr inbounds i32, ptr %p1, i32 %m82
  %m84 = load i32, ptr %m83, align 4
  %m85 = or i32 %m51, %m6
  %m86 = and i32 %m54, 511
  %m87 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %m86
  %m88 = load i32, ptr addrspace(3) %m87, align 4
  br label %join18

join18:
  %m89 = phi i32 [ %icall.45, %isjoin24 ], [ %m88, %else17 ]
  br label %join15

else14:
  %m90 = and i32 %m3, 15
  %m91 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m90
  %m92 = load i32, ptr addrspace(4) %m91, align 4
  br label %join15

join15:
  %m93 = phi i32 [ %m89, %join18 ], [ %m92, %else14 ]
  %m94 = sub i32 %m7, 1
  %m95 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %m96 = load ptr, ptr %m95, align 8
  %icall.46 = call i32 %m96(i32 %m7)
  %m97 = and i32 %m93, 7
  %m98 = getelementptr inbounds i32, ptr %m2, i32 %m97
  %m99 = load i32, ptr %m98, align 4
  br label %join3

join3:
  %m100 = phi i32 [ %m49, %join9 ], [ %m99, %join15 ]
  %m101 = and i32 -1334479027, 15
  %m102 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m101
  %m103 = load i32, ptr addrspace(4) %m102, align 4
  %m104 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %m105 = load ptr, ptr %m104, align 8
  %icall.47 = call i32 %m105(i32 %m100)
  %m106 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %m106, label %is25, label %isnot26

is25:
  %m107 = addrspacecast ptr %p0 to ptr addrspace(3)
  %m108 = and i32 %icall.47, 7
  %m109 = getelementptr inbounds i32, ptr addrspace(3) %m107, i32 %m108
  %m110 = load i32, ptr addrspace(3) %m109, align 4
  br label %isjoin27

isnot26:
  %m111 = and i32 %icall.47, 7
  %m112 = getelementptr inbounds i32, ptr %p0, i32 %m111
  %m113 = load i32, ptr %m112, align 4
  br label %isjoin27

isjoin27:
  %m114 = phi i32 [ %m110, %is25 ], [ %m113, %isnot26 ]
  %m115 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %m116 = load ptr, ptr %m115, align 8
  %icall.48 = call i32 %m116(i32 17)
  %m117 = icmp ne i32 %m103, %m103
  br i1 %m117, label %then28, label %else29

then28:
  %m118 = and i32 -6, 15
  %m119 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m118
  %m120 = load i32, ptr addrspace(4) %m119, align 4
  %m122 = or i32 %m114, 1
  %m121 = udiv i32 %m100, %m122
  %m124 = and i32 %m6, 31
  %m123 = ashr i32 %m120, %m124
  %m125 = icmp ne i32 %icall.47, %icall.48
  br i1 %m125, label %then31, label %else32

then31:
  %m126 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %m127 = load ptr, ptr %m126, align 8
  %icall.49 = call i32 %m127(i32 %m114)
  %m128 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %m129 = load ptr, ptr %m128, align 8
  %icall.50 = call i32 %m129(i32 %m120)
  %m130 = call i1 @llvm.nvvm.isspacep.shared(ptr %p1)
  br i1 %m130, label %is34, label %isnot35

is34:
  %m131 = addrspacecast ptr %p1 to ptr addrspace(3)
  %m132 = and i32 %m121, 15
  %m133 = getelementptr inbounds i32, ptr addrspace(3) %m131, i32 %m132
  %m134 = load i32, ptr addrspace(3) %m133, align 4
  br label %isjoin36

isnot35:
  %m135 = and i32 44, 15
  %m136 = getelementptr inbounds i32, ptr %p1, i32 %m135
  %m137 = load i32, ptr %m136, align 4
  br label %isjoin36

isjoin36:
  %m138 = phi i32 [ %m134, %is34 ], [ %m137, %isnot35 ]
  %m139 = add i32 %icall.49, 18
  %m140 = and i32 %m138, 7
  %m141 = getelementptr inbounds i32, ptr %m2, i32 %m140
  %m142 = load i32, ptr %m141, align 4
  %m143 = atomicrmw add ptr addrspace(1) @count, i32 %m142 monotonic, align 4
  br label %join33

else32:
  %m144 = and i32 %m3, 15
  %m145 = getelementptr inbounds i32, ptr %p1, i32 %m144
  %m146 = load i32, ptr %m145, align 4
  %m147 = call i32 @llvm.ctpop.i32(i32 %m120)
  br label %join33

join33:
  %m148 = phi i32 [ %m142, %isjoin36 ], [ %m147, %else32 ]
  br label %join30

else29:
  %m149 = and i32 %icall.47, 15
  %m150 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %m149
  %m151 = load i32, ptr addrspace(4) %m150, align 4
  %m152 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %m153 = load ptr, ptr %m152, align 8
  %icall.51 = call i32 %m153(i32 %icall.48)
  br label %join30

join30:
  %m154 = phi i32 [ %m148, %join33 ], [ %m114, %else29 ]
  %m156 = or i32 %icall.47, 1
  %m155 = urem i32 %icall.48, %m156
  %m157 = call i32 @llvm.smin.i32(i32 %m6, i32 -791308399)
  %m158 = mul i32 48503654, %m157
  %m159 = call i1 @llvm.nvvm.isspacep.const(ptr %p0)
  br i1 %m159, label %is37, label %isnot38

is37:
  %m160 = addrspacecast ptr %p0 to ptr addrspace(4)
  %m161 = and i32 %m158, 7
  %m162 = getelementptr inbounds i32, ptr addrspace(4) %m160, i32 %m161
  %m163 = load i32, ptr addrspace(4) %m162, align 4
  br label %isjoin39

isnot38:
  %m164 = and i32 %m158, 7
  %m165 = getelementptr inbounds i32, ptr %p0, i32 %m164
  %m166 = load i32, ptr %m165, align 4
  br label %isjoin39

isjoin39:
  %m167 = phi i32 [ %m163, %is37 ], [ %m166, %isnot38 ]
  %m168 = and i32 %m114, 7
  %m169 = getelementptr inbounds i32, ptr %p0, i32 %m168
  %m170 = load i32, ptr %m169, align 4
  ret ptr addrspacecast (ptr addrspace(4) @c to ptr)
}

define private i32 @f15(i32 %x0, i32 %x1) {
entry:
  %h1 = and i32 %x1, %x0
  %h2 = and i32 %x1, 828822887
  %h3 = sub i32 %h2, -1216216019
  %h4 = or i32 %h3, 309496477
  %h5 = or i32 %h4, %x1
  %h6 = shl i32 %h5, 3
  %h7 = and i32 %h6, %h3
  %h8 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %h9 = load ptr, ptr %h8, align 8
  %icall.52 = call i32 %h9(i32 560250613)
  %h10 = addrspacecast ptr addrspace(4) @c to ptr
  %h11 = call i32 @f7(ptr %h10, ptr addrspacecast (ptr addrspace(4) @c to ptr))
  %h13 = and i32 %icall.52, 32767
  %h14 = or i32 %h13, 1
  %h12 = sdiv i32 126300612, %h14
  %h15 = xor i32 %h12, %icall.52
  ret i32 %h15
}

define internal void @f16(ptr %p0, i32 %x1) #2 {
entry:
  %v1 = and i32 %x1, 828822887
  %v2 = sub i32 %v1, -1216216019
  %v3 = or i32 %v2, 309496477
  %v4 = or i32 %v3, %x1
  %v5 = shl i32 %v4, 3
  %v6 = and i32 %v5, %v2
  call void @f12()
  %v7 = call i1 @llvm.nvvm.isspacep.const(ptr %p0)
  br i1 %v7, label %is1, label %isnot2

is1:
  %v8 = addrspacecast ptr %p0 to ptr addrspace(4)
  %v9 = and i32 %v6, 15
  %v10 = getelementptr inbounds i32, ptr addrspace(4) %v8, i32 %v9
  %v11 = load i32, ptr addrspace(4) %v10, align 4
  br label %isjoin3

isnot2:
  %v12 = and i32 %x1, 15
  %v13 = getelementptr inbounds i32, ptr %p0, i32 %v12
  %v14 = load i32, ptr %v13, align 4
  br label %isjoin3

isjoin3:
  %v15 = phi i32 [ %v11, %is1 ], [ %v14, %isnot2 ]
  %v17 = and i32 %v15, 31
  %v16 = lshr i32 %v6, %v17
  %v18 = and i32 %v15, 511
  %v19 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v18
  %v20 = load i32, ptr addrspace(3) %v19, align 4
  %v21 = and i32 %v16, 15
  %v22 = getelementptr inbounds i32, ptr %p0, i32 %v21
  %v23 = load i32, ptr %v22, align 4
  %v24 = sub i32 %v20, %v20
  %v26 = or i32 %v16, 1
  %v25 = urem i32 %x1, %v26
  %v28 = or i32 4, 1
  %v27 = udiv i32 1756257810, %v28
  %v29 = and i32 37, 511
  %v30 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %v29
  %v31 = load i32, ptr addrspace(3) %v30, align 4
  %v32 = and i32 %v25, 15
  %v33 = getelementptr inbounds i32, ptr %p0, i32 %v32
  %v34 = load i32, ptr %v33, align 4
  %v35 = and i32 %v27, 15
  %v36 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v35
  %v37 = load i32, ptr addrspace(4) %v36, align 4
  %v38 = call i1 @llvm.nvvm.isspacep.shared(ptr %p0)
  br i1 %v38, label %is4, label %isnot5

is4:
  %v39 = addrspacecast ptr %p0 to ptr addrspace(3)
  %v40 = and i32 %v37, 15
  %v41 = getelementptr inbounds i32, ptr addrspace(3) %v39, i32 %v40
  %v42 = load i32, ptr addrspace(3) %v41, align 4
  br label %isjoin6

isnot5:
  %v43 = and i32 %v31, 15
  %v44 = getelementptr inbounds i32, ptr %p0, i32 %v43
  %v45 = load i32, ptr %v44, align 4
  br label %isjoin6

isjoin6:
  %v46 = phi i32 [ %v42, %is4 ], [ %v45, %isnot5 ]
  %v48 = or i32 %v31, 1
  %v47 = urem i32 %v15, %v48
  %v49 = and i32 %v27, 15
  %v50 = getelementptr inbounds i32, ptr %p0, i32 %v49
  %v51 = load i32, ptr %v50, align 4
  %v53 = and i32 %v24, 31
  %v52 = shl i32 %v51, %v53
  %v54 = call i1 @llvm.nvvm.isspacep.const(ptr %p0)
  br i1 %v54, label %is7, label %isnot8

is7:
  %v55 = addrspacecast ptr %p0 to ptr addrspace(4)
  %v56 = and i32 35, 15
  %v57 = getelementptr inbounds i32, ptr addrspace(4) %v55, i32 %v56
  %v58 = load i32, ptr addrspace(4) %v57, align 4
  br label %isjoin9

isnot8:
  %v59 = and i32 -2070283827, 15
  %v60 = getelementptr inbounds i32, ptr %p0, i32 %v59
  %v61 = load i32, ptr %v60, align 4
  br label %isjoin9

isjoin9:
  %v62 = phi i32 [ %v58, %is7 ], [ %v61, %isnot8 ]
  %v63 = call i1 @llvm.nvvm.isspacep.const(ptr %p0)
  br i1 %v63, label %is10, label %isnot11

is10:
  %v64 = addrspacecast ptr %p0 to ptr addrspace(4)
  %v65 = and i32 %v16, 15
  %v66 = getelementptr inbounds i32, ptr addrspace(4) %v64, i32 %v65
  %v67 = load i32, ptr addrspace(4) %v66, align 4
  br label %isjoin12

isnot11:
  %v68 = and i32 %v47, 15
  %v69 = getelementptr inbounds i32, ptr %p0, i32 %v68
  %v70 = load i32, ptr %v69, align 4
  br label %isjoin12

isjoin12:
  %v71 = phi i32 [ %v67, %is10 ], [ %v70, %isnot11 ]
  %v72 = and i32 %v71, 15
  %v73 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %v72
  %v74 = load i32, ptr addrspace(4) %v73, align 4
  %v75 = atomicrmw add ptr addrspace(1) @count, i32 %v74 monotonic, align 4
  ret void
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, -1357269355
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  %a1 = and i32 %tid, 15
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a1
  %a3 = load i32, ptr addrspace(1) %a2, align 4
  %a4 = call i32 @f15(i32 %tid, i32 %a3)
  %a5 = and i32 %tid, 15
  %a6 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a5
  %a7 = load i32, ptr addrspace(4) %a6, align 4
  %a8 = icmp eq i32 %tid, %a4
  br i1 %a8, label %then1, label %else2

then1:
  %a9 = atomicrmw add ptr addrspace(1) @count, i32 %a3 monotonic, align 4
  %a10 = icmp eq i32 %tid, %a4
  br i1 %a10, label %then4, label %else5

then4:
  %a11 = addrspacecast ptr addrspace(4) @c to ptr
  %a12 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 405
  %a13 = addrspacecast ptr addrspace(3) %a12 to ptr
  %a14 = call ptr @f14(ptr %a11, ptr %a13)
  %a15 = icmp eq i32 %tid, %x0
  br i1 %a15, label %then7, label %else8

then7:
  %a16 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 207
  %a17 = addrspacecast ptr addrspace(3) %a16 to ptr
  %a18 = call i32 @f11(ptr %a17, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 22, i32 %tid)
  %a19 = and i32 %a7, 15
  %a20 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a19
  %a21 = load i32, ptr addrspace(1) %a20, align 4
  call void @f10(ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %a21, i32 %a18)
  %a23 = and i32 %x0, 32767
  %a24 = or i32 %a23, 1
  %a22 = sdiv i32 %n, %a24
  %a25 = or i32 %a7, %a3
  br label %join9

else8:
  %a26 = or i32 %a3, %a4
  %a27 = and i32 %a7, 15
  %a28 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a27
  %a29 = load i32, ptr addrspace(1) %a28, align 4
  %a30 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %a31 = load ptr, ptr %a30, align 8
  %icall.53 = call i32 %a31(i32 %a26)
  %a32 = and i32 %a7, 828822887
  %a33 = sub i32 %a32, -1216216019
  %a34 = or i32 %a33, 309496477
  %a35 = or i32 %a34, %icall.53
  %a36 = shl i32 %a35, 3
  %a37 = and i32 %a36, %a33
  %a38 = and i32 %icall.53, 15
  %a39 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a38
  %a40 = load i32, ptr addrspace(1) %a39, align 4
  %a41 = call i32 @llvm.smax.i32(i32 %a40, i32 %a29)
  br label %join9

join9:
  %a42 = phi i32 [ %a25, %then7 ], [ %a41, %else8 ]
  %a43 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %a44 = load ptr, ptr %a43, align 8
  %icall.54 = call i32 %a44(i32 %a42)
  %a45 = call i1 @llvm.nvvm.isspacep.shared(ptr %a14)
  br i1 %a45, label %is10, label %isnot11

is10:
  %a46 = addrspacecast ptr %a14 to ptr addrspace(3)
  %a47 = and i32 %icall.54, 7
  %a48 = getelementptr inbounds i32, ptr addrspace(3) %a46, i32 %a47
  %a49 = load i32, ptr addrspace(3) %a48, align 4
  br label %isjoin12

isnot11:
  %a50 = and i32 %icall.54, 7
  %a51 = getelementptr inbounds i32, ptr %a14, i32 %a50
  %a52 = load i32, ptr %a51, align 4
  br label %isjoin12

isjoin12:
  %a53 = phi i32 [ %a49, %is10 ], [ %a52, %isnot11 ]
  br label %join6

else5:
  %a54 = and i32 %a3, 15
  %a55 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a54
  %a56 = load i32, ptr addrspace(4) %a55, align 4
  %a57 = addrspacecast ptr addrspace(3) @sh to ptr
  %a58 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 417
  %a59 = addrspacecast ptr addrspace(3) %a58 to ptr
  %a60 = call i32 @f11(ptr %a57, ptr %a59, i32 %a56, i32 %tid)
  %a61 = and i32 %a4, 15
  %a62 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a61
  store i32 %a7, ptr addrspace(1) %a62, align 4
  %a63 = mul i32 %a60, %a56
  %a64 = and i32 %a63, 511
  %a65 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a64
  %a66 = load i32, ptr addrspace(3) %a65, align 4
  br label %join6

join6:
  %a67 = phi i32 [ %a53, %isjoin12 ], [ %a66, %else5 ]
  %a68 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 8
  %a69 = addrspacecast ptr addrspace(4) %a68 to ptr
  %a70 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 229
  %a71 = addrspacecast ptr addrspace(3) %a70 to ptr
  call void @f10(ptr %a69, ptr %a71, i32 %a3, i32 %a3)
  %a72 = icmp ult i32 %a3, %a3
  br i1 %a72, label %then13, label %else14

then13:
  %a73 = and i32 %tid, 3
  %a74 = call i32 @mra8(i32 %a3, i32 %n, i32 %a73)
  %a75 = icmp ult i32 2067803836, %a67
  br i1 %a75, label %then16, label %else17

then16:
  %a76 = and i32 2013801616, 15
  %a77 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a76
  %a78 = load i32, ptr addrspace(1) %a77, align 4
  %a80 = and i32 %a7, 31
  %a79 = lshr i32 %a74, %a80
  %a82 = or i32 %a79, 1
  %a81 = udiv i32 %a67, %a82
  br label %join18

else17:
  %a83 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %a84 = load ptr, ptr %a83, align 8
  %icall.55 = call i32 %a84(i32 %a67)
  %a85 = atomicrmw add ptr addrspace(1) @count, i32 %a74 monotonic, align 4
  %a86 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %a87 = load ptr, ptr %a86, align 8
  %icall.56 = call i32 %a87(i32 %a7)
  %a88 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %a89 = load ptr, ptr %a88, align 8
  %icall.57 = call i32 %a89(i32 %icall.55)
  %a91 = icmp ne i32 %x0, %icall.55
  %a90 = select i1 %a91, i32 %x0, i32 %icall.57
  %a92 = and i32 %tid, 15
  %a93 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a92
  %a94 = load i32, ptr addrspace(1) %a93, align 4
  br label %join18

join18:
  %a95 = phi i32 [ %a81, %then16 ], [ %a94, %else17 ]
  %a96 = getelementptr inbounds ptr, ptr @vt0.0, i64 1
  %a97 = load ptr, ptr %a96, align 8
  %icall.58 = call i32 %a97(i32 %a74)
  br label %join15

else14:
  %a98 = call i32 @llvm.smin.i32(i32 %a7, i32 %a67)
  %a99 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %a100 = load ptr, ptr %a99, align 8
  %icall.59 = call i32 %a100(i32 306907522)
  %a101 = and i32 %icall.59, 15
  %a102 = getelementptr inbounds i32, ptr addrspace(1) %islot, i32 %a101
  %a103 = load i32, ptr addrspace(1) %a102, align 4
  br label %join15

join15:
  %a104 = phi i32 [ %icall.58, %join18 ], [ %a103, %else14 ]
  %a105 = call i32 @llvm.smin.i32(i32 %a67, i32 -1684113884)
  %a106 = mul i32 %x0, %x0
  br label %join3

else2:
  %a107 = icmp slt i32 %a4, %a7
  br i1 %a107, label %then19, label %else20

then19:
  %a108 = addrspacecast ptr addrspace(4) @c to ptr
  %a109 = call i32 @f7(ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr %a108)
  br label %join21

else20:
  %a110 = xor i32 %x0, %a3
  %a111 = and i32 %a110, 15
  %a112 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a111
  store i32 %n, ptr addrspace(1) %a112, align 4
  %a113 = or i32 -848346615, %a7
  br label %join21

join21:
  %a114 = phi i32 [ %a109, %then19 ], [ %a113, %else20 ]
  %a115 = and i32 %a114, 15
  %a116 = getelementptr inbounds i32, ptr addrspace(4) @c, i32 %a115
  %a117 = load i32, ptr addrspace(4) %a116, align 4
  %a118 = mul i32 %a4, %a4
  br label %join3

join3:
  %a119 = phi i32 [ %a106, %join15 ], [ %a118, %join21 ]
  %a120 = and i32 %a119, 15
  %a121 = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %a120
  %a122 = load i32, ptr addrspace(1) %a121, align 4
  %a124 = and i32 %a122, 32767
  %a125 = or i32 %a124, 1
  %a123 = sdiv i32 44, %a125
  %a126 = and i32 %n, 511
  %a127 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %a126
  %a128 = load i32, ptr addrspace(3) %a127, align 4
  %a129 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 215
  %a130 = addrspacecast ptr addrspace(3) %a129 to ptr
  %a131 = call i32 @f3(ptr %a130, ptr addrspacecast (ptr addrspace(4) @c to ptr), i32 %a4, i32 %a122)
  %a132 = xor i32 %x0, %a131
  %a133 = xor i32 %a132, %a128
  %a134 = xor i32 %a133, %a123
  %a135 = xor i32 %a134, %a122
  store i32 %a135, ptr addrspace(1) %slot, align 4
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %ctaid, %ntid
  %gid = add i32 %bx, %tid
  %base = mul i32 %gid, 16
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base
  %x0 = load i32, ptr addrspace(1) %islot, align 4
  br label %shinit

shinit:
  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]
  %sc = icmp ult i32 %si, 512
  br i1 %sc, label %shfill, label %shdone

shfill:
  %sv = mul i32 %si, 800943697
  %sw = xor i32 %sv, %n
  %sp = getelementptr inbounds [512 x i32], ptr addrspace(3) @sh, i32 0, i32 %si
  store i32 %sw, ptr addrspace(3) %sp, align 4
  %si.next = add i32 %si, %ntid
  br label %shinit

shdone:
  call void @llvm.nvvm.barrier0()
  call void @f16(ptr addrspacecast (ptr addrspace(4) @c to ptr), i32 %n)
  %t1 = getelementptr inbounds ptr, ptr @vt0.0, i64 0
  %t2 = load ptr, ptr %t1, align 8
  %icall.60 = call i32 %t2(i32 3)
  %t3 = xor i32 %x0, %icall.60
  %t4 = xor i32 %t3, %tid
  %t5 = xor i32 %t4, %x0
  %t6 = xor i32 %t5, %n
  store i32 %t6, ptr addrspace(1) %slot, align 4
  ret void
}

declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #3

declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #3

declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #3

declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #3

declare i32 @llvm.abs.i32(i32, i1 immarg) #3

declare i32 @llvm.ctpop.i32(i32) #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

declare i32 @llvm.smax.i32(i32, i32) #3

declare i32 @llvm.smin.i32(i32, i32) #3

declare i32 @llvm.umax.i32(i32, i32) #3

declare i32 @llvm.umin.i32(i32, i32) #3

declare void @llvm.nvvm.barrier0() #4

attributes #0 = { alwaysinline "nooutline" }
attributes #1 = { alwaysinline }
attributes #2 = { "nooutline" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
