; Control-flow structure: phi entries must match the predecessor edges (none missing, none
; extra, equal values for repeated edges), phis come first in a block, and the entry block has
; no predecessors.
; test: verify-error phi has

define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %a [
    i32 1, label %b
    i32 2, label %b
  ]

a:
  br label %b

b:
  %missing = phi i32 [ 0, %entry ], [ 0, %entry ]
  %extra = phi i32 [ 0, %entry ], [ 0, %entry ], [ 1, %a ], [ 2, %c ], [ 3, %a ]
  %differ = phi i32 [ 0, %entry ], [ 1, %entry ], [ 2, %a ], [ 3, %c ]
  %y = add i32 %x, 1
  %late = phi i32 [ 0, %entry ], [ 0, %entry ], [ 1, %a ], [ 2, %c ]
  ret i32 %y

c:
  br label %b
}

define void @entry_has_pred() {
entry:
  br label %entry
}

; ==== expected output ====
; verifier errors:
; 21:3: @f, block %b, %late = phi: phi after a non-phi instruction
; 17:3: @f, block %b, %missing = phi: phi has 2 incoming entries but the block has 4 predecessor edges, or they name different blocks
; 18:3: @f, block %b, %extra = phi: phi has 5 incoming entries but the block has 4 predecessor edges, or they name different blocks
; 18:3: @f, block %b, %extra = phi: phi has different values for the same predecessor
; 19:3: @f, block %b, %differ = phi: phi has different values for the same predecessor
; 29:1: @entry_has_pred, block %entry: the entry block cannot have predecessors
