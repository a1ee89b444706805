; inline, model=llvm: what a call and its callee's loads cost (LLVM's InlineCost). A `byval`
; argument costs two instructions per pointer-sized store of its copy (a 16-byte struct: 2
; stores, 20); @loads reads one address twice, which load elimination would save, until its
; store clobbers memory and the saving is given back to the cost. Their `cost` values pin both.
; test: opt inline<model=llvm>
; launch: @k grid=1 block=2 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i64, i64 }

define internal i64 @byval(ptr byval(%pair) align 8 %p) {
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

define internal i32 @loads(ptr addrspace(1) %q) {
  %a = load i32, ptr addrspace(1) %q, align 4
  %b = load i32, ptr addrspace(1) %q, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %q, align 4
  ret i32 %s
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = alloca %pair, align 8
  %t64 = zext i32 %tid to i64
  store i64 %t64, ptr %t, align 8
  %r1 = call i64 @byval(ptr byval(%pair) align 8 %t)
  %r32 = trunc i64 %r1 to i32
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r32, ptr addrspace(1) %p, align 4
  %i2 = add i32 %tid, 2
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i2
  %r2 = call i32 @loads(ptr addrspace(1) %q)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline<model=llvm>
; remark: inline: @k: inlined (cost) callee=@byval cost=-15050 threshold=3712 static-bonus=15000 growth=4
; remark: inline: @byval: deleted (dead) insts=2
; remark: inline: @k: inlined (cost) callee=@loads cost=-15015 threshold=3712 static-bonus=15000 growth=3
; remark: inline: @loads: deleted (dead) insts=5
; remark: inline: summary (llvm) call-sites=2 inlined=2 deleted=2 insts-before=19 insts-after=19
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; %pair = type { i64, i64 }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %p.i = alloca %pair, align 8
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %t = alloca %pair, align 8
;   %t64 = zext i32 %tid to i64
;   store i64 %t64, ptr %t, align 8
;   call void @llvm.lifetime.start.p0(i64 16, ptr %p.i)
;   call void @llvm.memcpy.p0.p0.i64(ptr %p.i, ptr %t, i64 16, i1 false)
;   %v.i = load i64, ptr %p.i, align 8
;   call void @llvm.lifetime.end.p0(i64 16, ptr %p.i)
;   %r32 = trunc i64 %v.i to i32
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
;   store i32 %r32, ptr addrspace(1) %p, align 4
;   %i2 = add i32 %tid, 2
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i2
;   %a.i = load i32, ptr addrspace(1) %q, align 4
;   %b.i = load i32, ptr addrspace(1) %q, align 4
;   %s.i = add i32 %a.i, %b.i
;   store i32 %s.i, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1
;
; declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2
;
; declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
; attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
