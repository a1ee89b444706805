; The nir pipeline (seed 004): inline-all, remove-non-entrypoints, dce, simplify-cfg, on a
; module with one kernel (the entry point by default). The callee's two returns become a phi,
; every function but the kernel goes, dce deletes what the inlined code computed for nothing
; (the unused result of @probe), and simplify-cfg merges the straight-line blocks inlining
; left and drops the branch on a constant it exposed.
; test: opt nir
; launch: @k grid=2 block=8 (out=i32[16] zero, i32 5)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @pick(i32 %x, i32 %lim) {
entry:
  %c = icmp slt i32 %x, %lim
  br i1 %c, label %low, label %high

low:
  ret i32 %x

high:
  %d = sub i32 %x, %lim
  ret i32 %d
}

define internal i32 @probe(i32 %x) {
  %a = mul i32 %x, 7
  %b = xor i32 %a, 12345
  ret i32 %b
}

define internal i1 @always() {
  ret i1 true
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %lim) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %unused = call i32 @probe(i32 %tid)
  %v = call i32 @pick(i32 %tid, i32 %lim)
  %t = call i1 @always()
  br i1 %t, label %store, label %skip

store:
  %base = shl i32 %bid, 3
  %j = add i32 %base, %tid
  %idx = zext i32 %j to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v, ptr addrspace(1) %q, align 4
  br label %skip

skip:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; ==== expected output ====
; pipeline: nir
; remark: inline-all: @k: inlined (inline-all) callee=@probe growth=1
; remark: inline-all: @k: inlined (inline-all) callee=@pick growth=5
; remark: inline-all: @k: inlined (inline-all) callee=@always growth=-1
; remark: inline-all: @k: summary inlined=3 insts=18
; remark: remove-non-entrypoints: @pick: deleted (not-entry) kind=function
; remark: remove-non-entrypoints: @probe: deleted (not-entry) kind=function
; remark: remove-non-entrypoints: @always: deleted (not-entry) kind=function
; remark: dce: @k: removed (dead) insts=2
; remark: simplify-cfg: @k: simplified folded=1 unreachable=0 phis=0 merged=2 bypassed=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out, i32 %lim) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
;   %c.i = icmp slt i32 %tid, %lim
;   br i1 %c.i, label %low.i, label %high.i
;
; low.i:
;   br label %pick.exit
;
; high.i:
;   %d.i = sub i32 %tid, %lim
;   br label %pick.exit
;
; pick.exit:
;   %v = phi i32 [ %tid, %low.i ], [ %d.i, %high.i ]
;   %base = shl i32 %bid, 3
;   %j = add i32 %base, %tid
;   %idx = zext i32 %j to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %v, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
