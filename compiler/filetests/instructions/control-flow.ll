; Branches, switches (including two cases to one block, which needs two phi entries), phis in
; loops, unreachable, forward references to values and blocks, and numbered blocks.
; test: roundtrip
; test: verify

define i32 @loop(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %acc = phi i32 [ 1, %entry ], [ %acc2, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %acc2 = mul i32 %acc, 3
  %next = add nsw i32 %i, 1
  br label %head

exit:
  ret i32 %acc
}

define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 1, label %join
    i32 2, label %join
    i32 -7, label %zero
  ]

zero:
  br label %join

default:
  unreachable

join:
  %r = phi i32 [ 10, %zero ], [ 20, %entry ], [ 20, %entry ]
  ret i32 %r
}

define void @empty_switch(i8 %x) {
  switch i8 %x, label %out [
  ]

out:
  ret void
}

define i32 @numbered(i32 %0) {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:
  %4 = add i32 %0, 1
  br label %5

5:
  %6 = phi i32 [ %4, %3 ], [ 0, %1 ]
  ret i32 %6
}

define void @implicit_blocks(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

; ==== expected output ====
; define i32 @loop(i32 %n) {
; entry:
;   br label %head
;
; head:
;   %i = phi i32 [ 0, %entry ], [ %next, %body ]
;   %acc = phi i32 [ 1, %entry ], [ %acc2, %body ]
;   %done = icmp sge i32 %i, %n
;   br i1 %done, label %exit, label %body
;
; body:
;   %acc2 = mul i32 %acc, 3
;   %next = add nsw i32 %i, 1
;   br label %head
;
; exit:
;   ret i32 %acc
; }
;
; define i32 @sw(i32 %x) {
; entry:
;   switch i32 %x, label %default [
;     i32 0, label %zero
;     i32 1, label %join
;     i32 2, label %join
;     i32 -7, label %zero
;   ]
;
; zero:
;   br label %join
;
; default:
;   unreachable
;
; join:
;   %r = phi i32 [ 10, %zero ], [ 20, %entry ], [ 20, %entry ]
;   ret i32 %r
; }
;
; define void @empty_switch(i8 %x) {
;   switch i8 %x, label %out [
;   ]
;
; out:
;   ret void
; }
;
; define i32 @numbered(i32 %0) {
;   %2 = icmp eq i32 %0, 0
;   br i1 %2, label %3, label %5
;
; 3:
;   %4 = add i32 %0, 1
;   br label %5
;
; 5:
;   %6 = phi i32 [ %4, %3 ], [ 0, %1 ]
;   ret i32 %6
; }
;
; define void @implicit_blocks(i1 %c) {
;   br i1 %c, label %a, label %b
;
; a:
;   ret void
;
; b:
;   ret void
; }
