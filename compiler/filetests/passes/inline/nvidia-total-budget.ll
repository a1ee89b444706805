; inline, model=nvidia: inline-total-budget bounds the growth of the whole module, in the
; same units as the cost (5 per instruction). A call may be inlined when its cost (@four: 4
; instructions, 20) fits what is left, and is then charged what the module actually grew (the
; call goes, the ret is not cloned: 2 instructions, 10). With a total of 25, the first call to
; @four is inlined (15 left) and the other two are refused (total-budget). @lone has one call:
; inlining it deletes it, which grows nothing, so it is inlined even with nothing left (and
; the deleted body is given back). With the default (`module`: the module's own size) and
; with 40, everything is inlined; the last call to @four deletes it too.
; test: opt inline<model=nvidia;inline-total-budget=25>
; test: opt inline<model=nvidia;inline-total-budget=40>
; test: opt inline<model=nvidia;inline-total-budget=0>
; test: opt inline<model=nvidia>
; launch: @k grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @four(i32 %x) {
  %a = mul i32 %x, 3
  %b = add i32 %a, 1
  %c = xor i32 %b, %x
  ret i32 %c
}

define internal i32 @lone(i32 %x) {
  %a = add i32 %x, 100
  %b = mul i32 %a, 2
  ret i32 %b
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @four(i32 %tid)
  %b = call i32 @four(i32 %a)
  %c = call i32 @four(i32 %b)
  %d = call i32 @lone(i32 %c)
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %d, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline<model=nvidia;inline-total-budget=25>
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=20000 total-left=25 growth=2
; remark: inline: @k: not-inlined (total-budget) callee=@four cost=20 budget=19980 total-left=15
; remark: inline: @k: not-inlined (total-budget) callee=@four cost=20 budget=19980 total-left=15
; remark: inline: @k: inlined (budget) callee=@lone cost=15 budget=19980 total-left=15 growth=1
; remark: inline: @lone: deleted (dead) insts=3
; remark: inline: summary (nvidia) call-sites=4 inlined=2 deleted=1 insts-before=16 insts-after=16
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @four(i32 %x) {
;   %a = mul i32 %x, 3
;   %b = add i32 %a, 1
;   %c = xor i32 %b, %x
;   ret i32 %c
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a.i = mul i32 %tid, 3
;   %b.i = add i32 %a.i, 1
;   %c.i = xor i32 %b.i, %tid
;   %b = call i32 @four(i32 %c.i)
;   %c = call i32 @four(i32 %b)
;   %a.i.1 = add i32 %c, 100
;   %b.i.1 = mul i32 %a.i.1, 2
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %b.i.1, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=nvidia;inline-total-budget=40>
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=20000 total-left=40 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=19980 total-left=30 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=19960 total-left=20 growth=2
; remark: inline: @four: deleted (dead) insts=4
; remark: inline: @k: inlined (budget) callee=@lone cost=15 budget=19940 total-left=30 growth=1
; remark: inline: @lone: deleted (dead) insts=3
; remark: inline: summary (nvidia) call-sites=4 inlined=4 deleted=2 insts-before=16 insts-after=16
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a.i = mul i32 %tid, 3
;   %b.i = add i32 %a.i, 1
;   %c.i = xor i32 %b.i, %tid
;   %a.i.1 = mul i32 %c.i, 3
;   %b.i.1 = add i32 %a.i.1, 1
;   %c.i.1 = xor i32 %b.i.1, %c.i
;   %a.i.2 = mul i32 %c.i.1, 3
;   %b.i.2 = add i32 %a.i.2, 1
;   %c.i.2 = xor i32 %b.i.2, %c.i.1
;   %a.i.3 = add i32 %c.i.2, 100
;   %b.i.3 = mul i32 %a.i.3, 2
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %b.i.3, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=nvidia;inline-total-budget=0>
; remark: inline: @k: not-inlined (total-budget) callee=@four cost=20 budget=20000 total-left=0
; remark: inline: @k: not-inlined (total-budget) callee=@four cost=20 budget=20000 total-left=0
; remark: inline: @k: not-inlined (total-budget) callee=@four cost=20 budget=20000 total-left=0
; remark: inline: @k: inlined (budget) callee=@lone cost=15 budget=20000 total-left=0 growth=1
; remark: inline: @lone: deleted (dead) insts=3
; remark: inline: summary (nvidia) call-sites=4 inlined=1 deleted=1 insts-before=16 insts-after=14
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @four(i32 %x) {
;   %a = mul i32 %x, 3
;   %b = add i32 %a, 1
;   %c = xor i32 %b, %x
;   ret i32 %c
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a = call i32 @four(i32 %tid)
;   %b = call i32 @four(i32 %a)
;   %c = call i32 @four(i32 %b)
;   %a.i = add i32 %c, 100
;   %b.i = mul i32 %a.i, 2
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %b.i, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=nvidia>
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=20000 total-left=80 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=19980 total-left=70 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=19960 total-left=60 growth=2
; remark: inline: @four: deleted (dead) insts=4
; remark: inline: @k: inlined (budget) callee=@lone cost=15 budget=19940 total-left=70 growth=1
; remark: inline: @lone: deleted (dead) insts=3
; remark: inline: summary (nvidia) call-sites=4 inlined=4 deleted=2 insts-before=16 insts-after=16
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a.i = mul i32 %tid, 3
;   %b.i = add i32 %a.i, 1
;   %c.i = xor i32 %b.i, %tid
;   %a.i.1 = mul i32 %c.i, 3
;   %b.i.1 = add i32 %a.i.1, 1
;   %c.i.1 = xor i32 %b.i.1, %c.i
;   %a.i.2 = mul i32 %c.i.1, 3
;   %b.i.2 = add i32 %a.i.2, 1
;   %c.i.2 = xor i32 %b.i.2, %c.i.1
;   %a.i.3 = add i32 %c.i.2, 100
;   %b.i.3 = mul i32 %a.i.3, 2
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %b.i.3, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
