; A byval argument is a private copy: the callee's writes do not reach the caller.
; test: interpret
; launch: @k (out=i32[2] zero)
; expect: out: i32[2] = {103, 3}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, i32 }

define internal i32 @bump(ptr byval(%pair) align 4 %p) {
entry:
  %a = load i32, ptr %p, align 4
  %a1 = add i32 %a, 100
  store i32 %a1, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  ret i32 %b
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %s = alloca %pair, align 4
  store i32 3, ptr %s, align 4
  %sb = getelementptr inbounds %pair, ptr %s, i32 0, i32 1
  store i32 4, ptr %sb, align 4
  %r = call i32 @bump(ptr byval(%pair) align 4 %s)
  store i32 %r, ptr addrspace(1) %out, align 4
  %after = load i32, ptr %s, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %after, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   out: i32[2] = {103, 3}
