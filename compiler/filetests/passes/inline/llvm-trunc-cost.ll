; inline, model=llvm: which `trunc`s are free on NVPTX (LLVM 19's TargetTransformInfo,
; measured): to 32 or 16 bits from wider, and from 16 to 8; any other (32 to 8 here) costs
; an instruction. @narrow32 and @narrow16 differ only in that: their `cost` values differ by 5.
; test: opt inline<model=llvm>
; launch: @k grid=1 block=2 (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i8 @narrow32(i32 %x) {
  %t = trunc i32 %x to i8
  ret i8 %t
}

define internal i8 @narrow16(i16 %x) {
  %t = trunc i16 %x to i8
  ret i8 %t
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i8 @narrow32(i32 %tid)
  %h = trunc i32 %tid to i16
  %b = call i8 @narrow16(i16 %h)
  %s = add i8 %a, %b
  %s32 = zext i8 %s to i32
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s32, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: inline<model=llvm>
; remark: inline: @k: inlined (cost) callee=@narrow32 cost=-15030 threshold=3712 static-bonus=15000 growth=0
; remark: inline: @narrow32: deleted (dead) insts=2
; remark: inline: @k: inlined (cost) callee=@narrow16 cost=-15035 threshold=3712 static-bonus=15000 growth=0
; remark: inline: @narrow16: deleted (dead) insts=2
; remark: inline: summary (llvm) call-sites=2 inlined=2 deleted=2 insts-before=13 insts-after=9
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %t.i = trunc i32 %tid to i8
;   %h = trunc i32 %tid to i16
;   %t.i.1 = trunc i16 %h to i8
;   %s = add i8 %t.i, %t.i.1
;   %s32 = zext i8 %s to i32
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
;   store i32 %s32, ptr addrspace(1) %p, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
