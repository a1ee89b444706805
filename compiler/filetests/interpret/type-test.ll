; llvm.type.test knows which functions carry which type id.
; test: interpret
; launch: @k (out=i32[2] zero)
; expect: out: i32[2] = {1, 0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.type.test(ptr, metadata)

define internal void @a() !type !0 {
entry:
  ret void
}

define internal void @b() !type !1 {
entry:
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %x = call i1 @llvm.type.test(ptr @a, metadata !"_ZTSFvvE")
  %y = call i1 @llvm.type.test(ptr @b, metadata !"_ZTSFvvE")
  %xi = zext i1 %x to i32
  %yi = zext i1 %y to i32
  store i32 %xi, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %yi, ptr addrspace(1) %o1, align 4
  ret void
}

!0 = !{i64 0, !"_ZTSFvvE"}
!1 = !{i64 0, !"_ZTSFivE"}

; ==== expected output ====
; launch at line 3:
;   out: i32[2] = {1, 0}
