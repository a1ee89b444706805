; inline, model=llvm: a caller that calls itself may not take in a callee whose static allocas
; exceed 1024 bytes (LLVM's TotalAllocaSizeRecursiveCaller): @big (1028 bytes) is refused
; (`recursive-caller-stack`), @edge (exactly 1024 bytes) is inlined; into @k, which does not
; recurse, both are.
; test: opt inline<model=llvm>
; launch: @k grid=1 block=1 (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @big(i32 %i) {
entry:
  %buf = alloca [257 x i32], align 4
  %p = getelementptr inbounds [257 x i32], ptr %buf, i32 0, i32 %i
  store i32 %i, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @edge(i32 %i) {
entry:
  %buf = alloca [256 x i32], align 4
  %p = getelementptr inbounds [256 x i32], ptr %buf, i32 0, i32 %i
  store i32 %i, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @rec(i32 %n) {
entry:
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %more

more:
  %m = sub i32 %n, 1
  %r = call i32 @rec(i32 %m)
  %a = call i32 @big(i32 %m)
  %b = call i32 @edge(i32 %m)
  %s = add i32 %r, %a
  %t = add i32 %s, %b
  ret i32 %t

exit:
  ret i32 0
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %r = call i32 @rec(i32 2)
  store i32 %r, ptr addrspace(1) %out, align 4
  %a = call i32 @big(i32 1)
  %b = call i32 @edge(i32 1)
  %s = add i32 %a, %b
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %s, ptr addrspace(1) %o1, align 4
  ret void
}

; ==== expected output ====
; pipeline: inline<model=llvm>
; remark: inline: @rec: not-inlined (recursive) callee=@rec
; remark: inline: @rec: not-inlined (recursive-caller-stack) callee=@big
; remark: inline: @rec: inlined (cost) callee=@edge cost=-15 threshold=3712 growth=5
; remark: inline: @k: not-inlined (recursive) callee=@rec
; remark: inline: @k: inlined (cost) callee=@big cost=-20 threshold=3712 growth=5
; remark: inline: @k: inlined (cost) callee=@edge cost=-15020 threshold=3712 static-bonus=15000 growth=5
; remark: inline: @edge: deleted (dead) insts=5
; remark: inline: summary (llvm) call-sites=6 inlined=3 deleted=1 insts-before=28 insts-after=38
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @big(i32 %i) {
; entry:
;   %buf = alloca [257 x i32], align 4
;   %p = getelementptr inbounds [257 x i32], ptr %buf, i32 0, i32 %i
;   store i32 %i, ptr %p, align 4
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; define i32 @rec(i32 %n) {
; entry:
;   %buf.i = alloca [256 x i32], align 4
;   %done = icmp eq i32 %n, 0
;   br i1 %done, label %exit, label %more
;
; more:
;   %m = sub i32 %n, 1
;   %r = call i32 @rec(i32 %m)
;   %a = call i32 @big(i32 %m)
;   call void @llvm.lifetime.start.p0(i64 1024, ptr %buf.i)
;   %p.i = getelementptr inbounds [256 x i32], ptr %buf.i, i32 0, i32 %m
;   store i32 %m, ptr %p.i, align 4
;   %v.i = load i32, ptr %p.i, align 4
;   call void @llvm.lifetime.end.p0(i64 1024, ptr %buf.i)
;   %s = add i32 %r, %a
;   %t = add i32 %s, %v.i
;   ret i32 %t
;
; exit:
;   ret i32 0
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %buf.i = alloca [257 x i32], align 4
;   %buf.i.1 = alloca [256 x i32], align 4
;   %r = call i32 @rec(i32 2)
;   store i32 %r, ptr addrspace(1) %out, align 4
;   call void @llvm.lifetime.start.p0(i64 1028, ptr %buf.i)
;   %p.i = getelementptr inbounds [257 x i32], ptr %buf.i, i32 0, i32 1
;   store i32 1, ptr %p.i, align 4
;   %v.i = load i32, ptr %p.i, align 4
;   call void @llvm.lifetime.end.p0(i64 1028, ptr %buf.i)
;   call void @llvm.lifetime.start.p0(i64 1024, ptr %buf.i.1)
;   %p.i.1 = getelementptr inbounds [256 x i32], ptr %buf.i.1, i32 0, i32 1
;   store i32 1, ptr %p.i.1, align 4
;   %v.i.1 = load i32, ptr %p.i.1, align 4
;   call void @llvm.lifetime.end.p0(i64 1024, ptr %buf.i.1)
;   %s = add i32 %v.i, %v.i.1
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 %s, ptr addrspace(1) %o1, align 4
;   ret void
; }
;
; declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0
;
; declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0
;
; attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
