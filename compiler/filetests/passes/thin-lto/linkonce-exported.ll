; thin-lto: @g is linkonce_odr and only @f, in its own unit, calls it; unit 1's kernel imports
; @f, inlines it and so calls @g from another unit. @g must become weak_odr in unit 0 before
; the units are optimized, or unit 0 inlines it into @f and its globaldce deletes it while
; unit 1 still calls it (the linked module would call a declaration).
; test: opt thin-lto<units=2;table=standard>
; launch: @k grid=1 block=2 (out=i32[2] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define linkonce_odr i32 @g(i32 %x) {
entry:
  %y = mul i32 %x, 3
  ret i32 %y
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @f(i32 %tid)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = call i32 @g(i32 %a)
  ret i32 %b
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: thin-lto<units=2;table=standard>
; remark: function-import: @f: imported (threshold) into=unit1 from=unit0 instructions=3 threshold=100.00 priority=2 hotness=unknown
; remark: function-import: @g: imported (threshold) into=unit1 from=unit0 instructions=2 threshold=70.00 priority=2 hotness=unknown
; remark: inline: @f: inlined (budget) callee=@g cost=10 budget=20000 total-left=25 growth=0
; remark: inline: summary (nvidia) call-sites=1 inlined=1 deleted=0 insts-before=5 insts-after=5
; remark: globaldce: @llvm.nvvm.read.ptx.sreg.tid.x: deleted (unreferenced) kind=declaration
; remark: inline: @f: inlined (budget) callee=@g cost=10 budget=20000 total-left=50 growth=0
; remark: inline: @k: inlined (budget) callee=@f cost=15 budget=20000 total-left=50 growth=1
; remark: inline: summary (nvidia) call-sites=2 inlined=2 deleted=0 insts-before=10 insts-after=11
; remark: globaldce: @f: deleted (unreferenced) kind=function
; remark: globaldce: @g: deleted (unreferenced) kind=function
; remark: thin-lto: linked (units) units=2 imported=2
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define weak_odr dso_local i32 @g(i32 %x) {
; entry:
;   %y = mul i32 %x, 3
;   ret i32 %y
; }
;
; define dso_local i32 @f(i32 %x) {
; entry:
;   %a = add i32 %x, 1
;   %y.i = mul i32 %a, 3
;   ret i32 %y.i
; }
;
; define dso_local ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %a.i = add i32 %tid, 1
;   %y.i.i = mul i32 %a.i, 3
;   %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
;   store i32 %y.i.i, ptr addrspace(1) %p, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
