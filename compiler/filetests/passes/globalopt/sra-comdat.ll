; SRA: the pieces of a split variable keep its section, address space and constancy, but
; not its comdat group (each piece is a new internal variable; the group named the original):
; @big is too large to promote (2,048 bits) and splits into @big.0 and @big.1, neither in
; $grp, which goes with @big.
; test: opt globalopt
; launch: @k grid=1 block=1 (out=i32[2] zero)

target triple = "nvptx64-nvidia-cuda"

$grp = comdat any

@big = internal addrspace(4) constant { [63 x i32], i32 } { [63 x i32] zeroinitializer, i32 77 }, section ".nv.constant.big", comdat($grp), align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %p = getelementptr inbounds { [63 x i32], i32 }, ptr addrspace(4) @big, i64 0, i32 1
  %c = load i32, ptr addrspace(4) %p, align 4
  %q = getelementptr inbounds { [63 x i32], i32 }, ptr addrspace(4) @big, i64 0, i32 0, i64 3
  %d = load i32, ptr addrspace(4) %q, align 4
  store i32 %c, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %d, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: globalopt
; remark: globalopt: @big: not-promoted (too-large) bits=2048
; remark: globalopt: @big: split (sra) fields=2
; target triple = "nvptx64-nvidia-cuda"
;
; @big.0 = internal addrspace(4) constant [63 x i32] zeroinitializer, section ".nv.constant.big", align 4
; @big.1 = internal addrspace(4) constant i32 77, section ".nv.constant.big", align 4
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %c = load i32, ptr addrspace(4) @big.1, align 4
;   %d = load i32, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @big.0, i64 12), align 4
;   store i32 %c, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 %d, ptr addrspace(1) %o1, align 4
;   ret void
; }
