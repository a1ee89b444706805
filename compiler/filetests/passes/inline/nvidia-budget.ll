; inline, model=nvidia: the cost of a call is 5 per instruction of the callee (@four: 4
; instructions, 20); a caller inlines while the cost fits what is left of its inline-budget
; (cost <= left: a budget can be spent to the last unit). With inline-budget=40 @k inlines two
; of its three calls (20 + 20) and refuses the third (budget); 39 refuses the second too; 60
; inlines all three; 19 none. Each caller has its own budget: @other (external, so a caller
; the call graph visits) inlines with a full one.
; test: opt inline<model=nvidia;inline-budget=40>
; test: opt inline<model=nvidia;inline-budget=39>
; test: opt inline<model=nvidia;inline-budget=60>
; test: opt inline<model=nvidia;inline-budget=19>
; launch: @k grid=1 block=4 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @four(i32 %x) {
  %a = mul i32 %x, 3
  %b = add i32 %a, 1
  %c = xor i32 %b, %x
  ret i32 %c
}

define i32 @other(i32 %x) {
  %a = call i32 @four(i32 %x)
  ret i32 %a
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @four(i32 %tid)
  %b = call i32 @four(i32 %a)
  %c = call i32 @four(i32 %b)
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %c, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline<model=nvidia;inline-budget=40>
; remark: inline: @other: inlined (budget) callee=@four cost=20 budget=40 total-left=70 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=40 total-left=60 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=20 total-left=50 growth=2
; remark: inline: @k: not-inlined (budget) callee=@four cost=20 budget=0 total-left=40
; remark: inline: summary (nvidia) call-sites=4 inlined=3 deleted=0 insts-before=14 insts-after=20
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
; define i32 @other(i32 %x) {
;   %a.i = mul i32 %x, 3
;   %b.i = add i32 %a.i, 1
;   %c.i = xor i32 %b.i, %x
;   ret i32 %c.i
; }
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
;   %c = call i32 @four(i32 %c.i.1)
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %c, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=nvidia;inline-budget=39>
; remark: inline: @other: inlined (budget) callee=@four cost=20 budget=39 total-left=70 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=39 total-left=60 growth=2
; remark: inline: @k: not-inlined (budget) callee=@four cost=20 budget=19 total-left=50
; remark: inline: @k: not-inlined (budget) callee=@four cost=20 budget=19 total-left=50
; remark: inline: summary (nvidia) call-sites=4 inlined=2 deleted=0 insts-before=14 insts-after=18
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
; define i32 @other(i32 %x) {
;   %a.i = mul i32 %x, 3
;   %b.i = add i32 %a.i, 1
;   %c.i = xor i32 %b.i, %x
;   ret i32 %c.i
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
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %c, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=nvidia;inline-budget=60>
; remark: inline: @other: inlined (budget) callee=@four cost=20 budget=60 total-left=70 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=60 total-left=60 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=40 total-left=50 growth=2
; remark: inline: @k: inlined (budget) callee=@four cost=20 budget=20 total-left=40 growth=2
; remark: inline: @four: deleted (dead) insts=4
; remark: inline: summary (nvidia) call-sites=4 inlined=4 deleted=1 insts-before=14 insts-after=18
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define i32 @other(i32 %x) {
;   %a.i = mul i32 %x, 3
;   %b.i = add i32 %a.i, 1
;   %c.i = xor i32 %b.i, %x
;   ret i32 %c.i
; }
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
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %c.i.2, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; pipeline: inline<model=nvidia;inline-budget=19>
; remark: inline: @other: not-inlined (budget) callee=@four cost=20 budget=19 total-left=70
; remark: inline: @k: not-inlined (budget) callee=@four cost=20 budget=19 total-left=70
; remark: inline: @k: not-inlined (budget) callee=@four cost=20 budget=19 total-left=70
; remark: inline: @k: not-inlined (budget) callee=@four cost=20 budget=19 total-left=70
; remark: inline: summary (nvidia) call-sites=4 inlined=0 deleted=0 insts-before=14 insts-after=14
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
; define i32 @other(i32 %x) {
;   %a = call i32 @four(i32 %x)
;   ret i32 %a
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a = call i32 @four(i32 %tid)
;   %b = call i32 @four(i32 %a)
;   %c = call i32 @four(i32 %b)
;   %i = zext i32 %tid to i64
;   %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
;   store i32 %c, ptr addrspace(1) %q, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
