; inline, model=nvidia: the calls the inlining utility itself refuses are remarked with its
; reason: a variadic callee (`vararg`) and a `musttail` call (`musttail`); nothing is inlined.
; test: opt inline<model=nvidia>

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @va(i32 %n, ...) {
entry:
  ret i32 %n
}

define internal i32 @tail(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @f(i32 %x) {
entry:
  %a = call i32 (i32, ...) @va(i32 %x, i32 2)
  %b = musttail call i32 @tail(i32 %a)
  ret i32 %b
}

; ==== expected output ====
; pipeline: inline<model=nvidia>
; remark: inline: @f: not-inlined (vararg) callee=@va
; remark: inline: @f: not-inlined (musttail) callee=@tail
; remark: inline: summary (nvidia) call-sites=2 inlined=0 deleted=0 insts-before=6 insts-after=6
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define internal i32 @va(i32 %n, ...) {
; entry:
;   ret i32 %n
; }
;
; define internal i32 @tail(i32 %x) {
; entry:
;   %y = add i32 %x, 1
;   ret i32 %y
; }
;
; define i32 @f(i32 %x) {
; entry:
;   %a = call i32 (i32, ...) @va(i32 %x, i32 2)
;   %b = musttail call i32 @tail(i32 %a)
;   ret i32 %b
; }
