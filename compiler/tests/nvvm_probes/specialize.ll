; Seed 000's callee specialization: a `noinline` callee whose generic pointer parameter gets
; global pointers at every call site is specialized (NVVM 13.5 rewrites it in place: its PTX
; loads with `ld.global`); one whose callers disagree (global and shared) keeps generic loads.
; expect-ptx: @all_global contains ld.global.
; expect-ptx: @mixed lacks ld.global.
; expect-ptx: @mixed lacks ld.shared.

target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x i32] undef, align 4

define internal i32 @all_global(ptr %p, i32 %i) #0 {
  %q = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define internal i32 @mixed(ptr %p, i32 %i) #0 {
  %q = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = addrspacecast ptr addrspace(1) %in to ptr
  %a = call i32 @all_global(ptr %g, i32 %t)
  %b = call i32 @mixed(ptr %g, i32 %t)
  %s = getelementptr inbounds [32 x i32], ptr addrspace(3) @sh, i32 0, i32 %t
  store i32 %n, ptr addrspace(3) %s, align 4
  %sg = addrspacecast ptr addrspace(3) @sh to ptr
  %c = call i32 @mixed(ptr %sg, i32 %t)
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  store i32 %abc, ptr addrspace(1) %o, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, i32 %n) {
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %a = call i32 @all_global(ptr %g, i32 %n)
  store i32 %a, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }
