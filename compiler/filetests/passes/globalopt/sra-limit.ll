; SRA splits a stored struct variable of at most 16 fields into one variable per field in its
; own address space: @sixteen (16 fields) becomes @sixteen.0 ... @sixteen.15 in addrspace(1),
; its accesses rewritten (the store, and both loads); @seventeen (17 fields) is not split
; (remark not-split, too-many-fields). Both are stored, so neither is promoted.
; test: opt globalopt
; launch: @k grid=1 block=1 (out=i32[2] zero)

target triple = "nvptx64-nvidia-cuda"

@sixteen = internal addrspace(1) global { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } { i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15 }, align 4
@seventeen = internal addrspace(1) global { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } { i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16 }, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr addrspace(1) @sixteen, i64 0, i32 15
  store i32 100, ptr addrspace(1) %a, align 4
  %b = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr addrspace(1) @seventeen, i64 0, i32 16
  store i32 200, ptr addrspace(1) %b, align 4
  %x = load i32, ptr addrspace(1) %a, align 4
  %y = load i32, ptr addrspace(1) %b, align 4
  %c = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr addrspace(1) @sixteen, i64 0, i32 3
  %z = load i32, ptr addrspace(1) %c, align 4
  %s = add i32 %x, %z
  store i32 %s, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %y, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: globalopt
; remark: globalopt: @sixteen: split (sra) fields=16
; remark: globalopt: @seventeen: not-split (too-many-fields) fields=17
; target triple = "nvptx64-nvidia-cuda"
;
; @seventeen = internal addrspace(1) global { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } { i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16 }, align 4
; @sixteen.0 = internal addrspace(1) global i32 0, align 4
; @sixteen.1 = internal addrspace(1) global i32 1, align 4
; @sixteen.2 = internal addrspace(1) global i32 2, align 4
; @sixteen.3 = internal addrspace(1) global i32 3, align 4
; @sixteen.4 = internal addrspace(1) global i32 4, align 4
; @sixteen.5 = internal addrspace(1) global i32 5, align 4
; @sixteen.6 = internal addrspace(1) global i32 6, align 4
; @sixteen.7 = internal addrspace(1) global i32 7, align 4
; @sixteen.8 = internal addrspace(1) global i32 8, align 4
; @sixteen.9 = internal addrspace(1) global i32 9, align 4
; @sixteen.10 = internal addrspace(1) global i32 10, align 4
; @sixteen.11 = internal addrspace(1) global i32 11, align 4
; @sixteen.12 = internal addrspace(1) global i32 12, align 4
; @sixteen.13 = internal addrspace(1) global i32 13, align 4
; @sixteen.14 = internal addrspace(1) global i32 14, align 4
; @sixteen.15 = internal addrspace(1) global i32 15, align 4
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   store i32 100, ptr addrspace(1) @sixteen.15, align 4
;   %b = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr addrspace(1) @seventeen, i64 0, i32 16
;   store i32 200, ptr addrspace(1) %b, align 4
;   %x = load i32, ptr addrspace(1) @sixteen.15, align 4
;   %y = load i32, ptr addrspace(1) %b, align 4
;   %z = load i32, ptr addrspace(1) @sixteen.3, align 4
;   %s = add i32 %x, %z
;   store i32 %s, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 %y, ptr addrspace(1) %o1, align 4
;   ret void
; }
