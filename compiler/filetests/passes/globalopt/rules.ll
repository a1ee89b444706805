; globalopt on local variables: @never_read is deleted with its store; @never_stored becomes
; constant and is promoted into its load; @stored_init is stored only its own initializer, so
; the store goes and it is promoted; @stored_other is stored another value and stays; the
; external @ext and the escaping @escapes (its address is passed to a call) are untouched.
; test: opt globalopt
; launch: @k grid=1 block=1 (out=i32[4] zero)

target triple = "nvptx64-nvidia-cuda"

@never_read = internal addrspace(1) global i32 0, align 4
@never_stored = internal addrspace(1) global i32 7, align 4
@stored_init = internal addrspace(1) global i32 9, align 4
@stored_other = internal addrspace(1) global i32 1, align 4
@ext = addrspace(1) global i32 5, align 4
@escapes = internal addrspace(1) global i32 6, align 4

define internal i32 @read(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) %p, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  store i32 3, ptr addrspace(1) @never_read, align 4
  store i32 9, ptr addrspace(1) @stored_init, align 4
  store i32 2, ptr addrspace(1) @stored_other, align 4
  %a = load i32, ptr addrspace(1) @never_stored, align 4
  %b = load i32, ptr addrspace(1) @stored_init, align 4
  %c = load i32, ptr addrspace(1) @stored_other, align 4
  %d = call i32 @read(ptr addrspace(1) @escapes)
  %e = load i32, ptr addrspace(1) @ext, align 4
  %s = add i32 %d, %e
  store i32 %a, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %b, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  store i32 %c, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
  store i32 %s, ptr addrspace(1) %o3, align 4
  ret void
}

; ==== expected output ====
; pipeline: globalopt
; remark: globalopt: @never_read: deleted (never-read) stores=1
; remark: globalopt: @never_stored: marked-constant (never-stored)
; remark: globalopt: @never_stored: promoted (small-constant) bits=32 loads=1 deleted=true
; remark: globalopt: @stored_init: marked-constant (stores-of-initializer) stores=1
; remark: globalopt: @stored_init: promoted (small-constant) bits=32 loads=1 deleted=true
; target triple = "nvptx64-nvidia-cuda"
;
; @stored_other = internal addrspace(1) global i32 1, align 4
; @ext = addrspace(1) global i32 5, align 4
; @escapes = internal addrspace(1) global i32 6, align 4
;
; define internal i32 @read(ptr addrspace(1) %p) {
;   %v = load i32, ptr addrspace(1) %p, align 4
;   ret i32 %v
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   store i32 2, ptr addrspace(1) @stored_other, align 4
;   %c = load i32, ptr addrspace(1) @stored_other, align 4
;   %d = call i32 @read(ptr addrspace(1) @escapes)
;   %e = load i32, ptr addrspace(1) @ext, align 4
;   %s = add i32 %d, %e
;   store i32 7, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 9, ptr addrspace(1) %o1, align 4
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
;   store i32 %c, ptr addrspace(1) %o2, align 4
;   %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
;   store i32 %s, ptr addrspace(1) %o3, align 4
;   ret void
; }
