; What `seam opt -p force-inline,specialize-callees,infer-address-spaces,always-inline` made of the
; reduced case of campaign finding codegen.always-inline.ptxas-crash (seed 50 of a tileiras campaign
; with --codegen-every 1, b7d51b8); `seam ptx` of it is crash-recursive-atom.ptx: a recursive pair
; with an atomic whose result is unused; ptxas 12.9.86 crashes at -O1 and above, not at -O0.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@count = internal addrspace(1) global i32 0, align 4

define internal i32 @mra1(i64 %sampler1, i32 %depth) #0 {
entry:
  %a30 = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %a74 = icmp eq i32 %depth, 0
  br i1 %a74, label %rjoin26, label %recurse25

recurse25:
  %a76 = call i32 @mrb1()
  br label %rjoin26

rjoin26:
  ret i32 0
}

define internal i32 @mrb1() #1 {
entry:
  %t59 = call i32 @mra1(i64 0, i32 0)
  ret i32 0
}

define internal i32 @f9(i32 %x1) #1 {
entry:
  %a30.i = atomicrmw add ptr addrspace(1) @count, i32 0 monotonic, align 4
  %a74.i = icmp eq i32 %x1, 0
  br i1 %a74.i, label %rjoin26.i, label %recurse25.i

recurse25.i:
  %a76.i = call i32 @mrb1()
  br label %rjoin26.i

rjoin26.i:
  ret i32 0
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %v18 = notail call i32 @f9(i32 0)
  ret void
}

attributes #0 = { alwaysinline }
attributes #1 = { "nooutline" }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @mra1, !"sampler", i32 1}
!1 = !{ptr @mrb1, !"sampler", i32 1}
