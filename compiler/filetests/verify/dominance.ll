; Definitions must dominate uses: a use before its definition in the same block, a use in a
; block the definition does not dominate, a phi whose value does not dominate the end of its
; predecessor, and a non-phi that uses itself. Uses in unreachable blocks are not checked.
; test: verify-error does not dominate this use

define i32 @f(i1 %c) {
entry:
  %a = add i32 %b, 1
  %b = add i32 2, 3
  br i1 %c, label %left, label %right

left:
  %l = add i32 %a, 1
  br label %join

right:
  %r = add i32 %l, 1
  br label %join

join:
  %p = phi i32 [ %l, %left ], [ %l, %right ]
  %self = add i32 %self, 1
  ret i32 %p

dead:
  %d = add i32 %never, 1
  %never = add i32 %d, 1
  br label %dead
}

; ==== expected output ====
; verifier errors:
; 8:3: @f, block %entry, %a = add: '%b' does not dominate this use
; 17:3: @f, block %right, %r = add: '%l' does not dominate this use
; 21:3: @f, block %join, %p = phi: '%l' does not dominate this use
; 22:3: @f, block %join, %self = add: '%self' does not dominate this use
