; The pattern of volatile-accesses-do-not-race.ll with the neighbour's slot read by a plain
; load: a plain access racing with a volatile (relaxed) store is a data race, as a plain access
; racing with an atomic is (docs/semantics.md, "Data races").
; test: interpret
; launch: @k block=32 (out=i32[32] zero)
; expect-ub: data-race

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
  %b = load i32, ptr addrspace(3) %q, align 4
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
; launch at line 5:
;   ub: data-race: writes byte 4 of @s, which other threads read at 25:3: @k, block %add, `store volatile i32 %sum, ptr addrspace(3) %p, align 4` (block (0,0,0), thread (1,0,0))
