; Small-constant promotion of a struct: each load is replaced by the field that holds its
; bytes, found by the struct's layout ({ i8, i32, i64 }: fields at 0, 4 and 8, with padding
; at 1..4). The field at offset 0, a field after padding and the last field are each read;
; @padded is read through a byte offset (4), which lands on its second field, after three
; bytes of padding.
; test: opt globalopt
; launch: @k grid=1 block=1 (out=i64[4] zero)

target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(4) constant { i8, i32, i64 } { i8 7, i32 -2, i64 1099511627776 }, align 8
@padded = internal addrspace(4) constant { i8, i32 } { i8 5, i32 6 }, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = load i8, ptr addrspace(4) @s, align 8
  %a64 = sext i8 %a to i64
  %pb = getelementptr inbounds { i8, i32, i64 }, ptr addrspace(4) @s, i64 0, i32 1
  %b = load i32, ptr addrspace(4) %pb, align 4
  %b64 = sext i32 %b to i64
  %pc = getelementptr inbounds { i8, i32, i64 }, ptr addrspace(4) @s, i64 0, i32 2
  %c = load i64, ptr addrspace(4) %pc, align 8
  %pd = getelementptr inbounds i8, ptr addrspace(4) @padded, i64 4
  %d = load i32, ptr addrspace(4) %pd, align 4
  %d64 = sext i32 %d to i64
  store i64 %a64, ptr addrspace(1) %out, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 1
  store i64 %b64, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 2
  store i64 %c, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 3
  store i64 %d64, ptr addrspace(1) %o3, align 8
  ret void
}

; ==== expected output ====
; pipeline: globalopt
; remark: globalopt: @s: promoted (small-constant) bits=128 loads=3 deleted=true
; remark: globalopt: @padded: promoted (small-constant) bits=64 loads=1 deleted=true
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %a64 = sext i8 7 to i64
;   %b64 = sext i32 -2 to i64
;   %d64 = sext i32 6 to i64
;   store i64 %a64, ptr addrspace(1) %out, align 8
;   %o1 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 1
;   store i64 %b64, ptr addrspace(1) %o1, align 8
;   %o2 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 2
;   store i64 1099511627776, ptr addrspace(1) %o2, align 8
;   %o3 = getelementptr inbounds i64, ptr addrspace(1) %out, i32 3
;   store i64 %d64, ptr addrspace(1) %o3, align 8
;   ret void
; }
