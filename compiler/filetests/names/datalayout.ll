; A data layout with 32-bit shared, const and local pointers: sizes and default alignments of
; allocas, loads and atomics follow it.
; test: roundtrip
; test: verify

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(3) %s, ptr %p) {
  %a = alloca ptr addrspace(3)
  %b = alloca { i8, i64 }
  %x = load ptr addrspace(3), ptr %p
  %y = load i64, ptr addrspace(3) %s
  %z = atomicrmw add ptr addrspace(3) %s, i64 1 monotonic
  ret void
}

; ==== expected output ====
; target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define void @f(ptr addrspace(3) %s, ptr %p) {
;   %a = alloca ptr addrspace(3), align 4
;   %b = alloca { i8, i64 }, align 8
;   %x = load ptr addrspace(3), ptr %p, align 4
;   %y = load i64, ptr addrspace(3) %s, align 8
;   %z = atomicrmw add ptr addrspace(3) %s, i64 1 monotonic, align 8
;   ret void
; }
