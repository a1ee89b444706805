; Named metadata kept verbatim (module flags, ident, version), distinct and self-referencing
; nodes, inline nodes, equal nodes merged as LLVM merges them, unreferenced nodes dropped; and
; instruction attachments (!tbaa, !range, !llvm.loop, !noundef) dropped.
; test: roundtrip
; test: verify

define i32 @f(ptr %p) {
entry:
  %x = load i32, ptr %p, align 4, !tbaa !10, !range !13, !noundef !14
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  %c = icmp slt i32 %n, %x
  br i1 %c, label %loop, label %done, !llvm.loop !15

done:
  ret i32 %n
}

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!nvvmir.version = !{!4}
!misc = !{!5, !6, !7, !8, !9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"clang version 19.1.7"}
!4 = !{i32 2, i32 0, i32 3, i32 1}
!5 = distinct !{!5, !"self"}
!6 = !{!"same", i64 1}
!7 = !{!"same", i64 1}
!8 = !{null, !{!"inline"}, !6, float 1.5, ptr @f, i1 true}
!9 = !{}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char"}
!13 = !{i32 0, i32 100}
!14 = !{}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!unused = !{}

; ==== expected output ====
; define i32 @f(ptr %p) {
; entry:
;   %x = load i32, ptr %p, align 4
;   br label %loop
;
; loop:
;   %i = phi i32 [ 0, %entry ], [ %n, %loop ]
;   %n = add i32 %i, 1
;   %c = icmp slt i32 %n, %x
;   br i1 %c, label %loop, label %done
;
; done:
;   ret i32 %n
; }
;
; !llvm.module.flags = !{!0, !1, !2}
; !llvm.ident = !{!3}
; !nvvmir.version = !{!4}
; !misc = !{!5, !6, !6, !8, !9}
; !unused = !{}
;
; !0 = !{i32 1, !"wchar_size", i32 4}
; !1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
; !2 = !{i32 7, !"frame-pointer", i32 2}
; !3 = !{!"clang version 19.1.7"}
; !4 = !{i32 2, i32 0, i32 3, i32 1}
; !5 = distinct !{!5, !"self"}
; !6 = !{!"same", i64 1}
; !7 = !{!"inline"}
; !8 = !{null, !7, !6, float 1.500000e+00, ptr @f, i1 true}
; !9 = !{}
