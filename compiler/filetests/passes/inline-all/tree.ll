; inline-all: every call the entry point reaches is inlined, transitively and top-down (each
; callee cloned from its original body: @square is inlined twice, once per call of @norm);
; calls of intrinsics stay; the other kernel and the callees keep their bodies (deleting them is
; remove-non-entrypoints' job). Without entry=, a module with two kernels is an error.
; test: opt inline-all<entry=main>
; test: opt-error inline-all 2 kernels (@main, @other): name the entry point with entry=NAME
; launch: @main grid=2 block=4 (out=i32[8] zero)
; launch: @other grid=1 block=2 (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @square(i32 %x) {
  %y = mul i32 %x, %x
  ret i32 %y
}

define internal i32 @norm(i32 %a, i32 %b) {
entry:
  %aa = call i32 @square(i32 %a)
  %bb = call i32 @square(i32 %b)
  %s = add i32 %aa, %bb
  %big = icmp ugt i32 %s, 20
  br i1 %big, label %clip, label %done

clip:
  ret i32 20

done:
  ret i32 %s
}

define internal void @put(ptr addrspace(1) %out, i32 %i, i32 %v) {
  %idx = zext i32 %i to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

define ptx_kernel void @main(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v = call i32 @norm(i32 %tid, i32 %bid)
  %i = shl i32 %bid, 2
  %j = add i32 %i, %tid
  call void @put(ptr addrspace(1) %out, i32 %j, i32 %v)
  ret void
}

define ptx_kernel void @other(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @put(ptr addrspace(1) %out, i32 %tid, i32 7)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; ==== expected output ====
; pipeline: inline-all<entry=main>
; remark: inline-all: @main: inlined (inline-all) callee=@norm growth=7
; remark: inline-all: @main: inlined (inline-all) callee=@put growth=2
; remark: inline-all: @main: inlined (inline-all) callee=@square growth=0
; remark: inline-all: @main: inlined (inline-all) callee=@square growth=0
; remark: inline-all: @main: summary inlined=4 insts=16
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @square(i32 %x) {
;   %y = mul i32 %x, %x
;   ret i32 %y
; }
;
; define internal i32 @norm(i32 %a, i32 %b) {
; entry:
;   %aa = call i32 @square(i32 %a)
;   %bb = call i32 @square(i32 %b)
;   %s = add i32 %aa, %bb
;   %big = icmp ugt i32 %s, 20
;   br i1 %big, label %clip, label %done
;
; clip:
;   ret i32 20
;
; done:
;   ret i32 %s
; }
;
; define internal void @put(ptr addrspace(1) %out, i32 %i, i32 %v) {
;   %idx = zext i32 %i to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
;   store i32 %v, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; define ptx_kernel void @main(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
;   %y.i = mul i32 %tid, %tid
;   %y.i.1 = mul i32 %bid, %bid
;   %s.i = add i32 %y.i, %y.i.1
;   %big.i = icmp ugt i32 %s.i, 20
;   br i1 %big.i, label %clip.i, label %done.i
;
; clip.i:
;   br label %norm.exit
;
; done.i:
;   br label %norm.exit
;
; norm.exit:
;   %v = phi i32 [ 20, %clip.i ], [ %s.i, %done.i ]
;   %i = shl i32 %bid, 2
;   %j = add i32 %i, %tid
;   %idx.i = zext i32 %j to i64
;   %q.i = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx.i
;   store i32 %v, ptr addrspace(1) %q.i, align 4
;   ret void
; }
;
; define ptx_kernel void @other(ptr addrspace(1) %out) {
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   call void @put(ptr addrspace(1) %out, i32 %tid, i32 7)
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline-all
; error: pass inline-all: 2 kernels (@main, @other): name the entry point with entry=NAME
