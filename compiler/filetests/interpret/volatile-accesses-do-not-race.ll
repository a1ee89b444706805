; Warp-synchronous code without __syncwarp (SHOC's reduction, CUDA's old samples): threads
; read a neighbour's shared slot while the neighbour writes it, all through `volatile`. On
; NVPTX a volatile access is `ld.volatile`/`st.volatile`, which the PTX ISA gives the semantics
; of `.relaxed.sys`: strong accesses that do not race (docs/semantics.md, "Data races"), as the
; PTX interpreter already took them. The values are those of the interpreter's schedule. A
; plain access racing with a volatile one is still a race: volatile-plain-race.ll.
; test: interpret
; launch: @k block=32 (out=i32[32] zero)
; expect: out: i32[32] = {1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 31}

@s = internal addrspace(3) global [32 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %last = icmp eq i32 %t, 31
  br i1 %last, label %done, label %add

add:
  %n = add i32 %t, 1
  %q = getelementptr inbounds [32 x i32], ptr addrspace(3) @s, i32 0, i32 %n
  %a = load volatile i32, ptr addrspace(3) %p, align 4
  %b = load volatile i32, ptr addrspace(3) %q, align 4
  %sum = add i32 %a, %b
  store volatile i32 %sum, ptr addrspace(3) %p, align 4
  br label %done

done:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %p, align 4
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; ==== expected output ====
; launch at line 8:
;   out: i32[32] = {1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 31}
