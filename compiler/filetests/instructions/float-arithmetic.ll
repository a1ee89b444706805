; Floating point operations, fneg, and fast-math flags (fast prints as fast; other sets print
; flag by flag).
; test: roundtrip
; test: verify

define double @fp(float %a, float %b, double %c) {
  %add = fadd float %a, %b
  %sub = fsub nnan float %a, %b
  %mul = fmul contract float %a, 2.0
  %div = fdiv arcp afn float %a, %b
  %rem = frem fast float %a, %b
  %neg = fneg ninf nsz float %a
  %all = fadd reassoc nnan ninf nsz arcp contract afn float %a, %b
  %d = fmul double %c, 0x400921FB54442D18
  ret double %d
}

; ==== expected output ====
; define double @fp(float %a, float %b, double %c) {
;   %add = fadd float %a, %b
;   %sub = fsub nnan float %a, %b
;   %mul = fmul contract float %a, 2.000000e+00
;   %div = fdiv arcp afn float %a, %b
;   %rem = frem fast float %a, %b
;   %neg = fneg ninf nsz float %a
;   %all = fadd fast float %a, %b
;   %d = fmul double %c, 0x400921FB54442D18
;   ret double %d
; }
