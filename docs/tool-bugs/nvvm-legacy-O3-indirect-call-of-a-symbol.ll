; libNVVM's legacy front end (13.5.37 and 12.9.86 alike) at -opt=3 writes an indirect call
; whose callee is a symbol, `call (retval0), t0, (param0), prototype_4;`, which ptxas (13.5 and
; 12.9) rejects: "Argument 1 of instruction 'call': must be register". @f7 calls through a
; pointer loaded from a vtable chosen by a `select`; NVVM folds the select (calling through
; the null of @vt0.1 is undefined) to @t0 late enough that the call keeps its indirect form.
; The latest front end (-nvvm-latest) and -opt=0 compile it. Found by the campaign (seed
; 1480 of 0..1999), reduced by seam from 2,182 to 32 instructions. Reproduce:
;   seam nvvm docs/tool-bugs/nvvm-legacy-O3-indirect-call-of-a-symbol.ll -O 3 \
;       --front-end legacy --ptxas          # (--front-end legacy12: libNVVM and ptxas 12.9)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [32 x i32] zeroinitializer, align 4
@vt0.0 = internal constant [1 x ptr] [ptr @t0], align 8, !type !0
@vt0.1 = internal constant [1 x ptr] zeroinitializer, align 8, !type !0

define internal i32 @t0(i32 %x0) {
entry:
  ret i32 0
}

define internal i32 @f7() #0 {
entry:
  br label %loop1

loop1:
  %h1 = phi i32 [ 0, %entry ], [ %h3, %body2 ]
  %h2 = phi i32 [ 51, %entry ], [ %h4, %body2 ]
  %h5 = icmp ult i32 %h1, 1
  br i1 %h5, label %body2, label %exit3

body2:
  %h12 = icmp uge ptr addrspace(4) null, @c
  %h13 = select i1 %h12, i32 %h1, i32 50
  %h14 = add i32 %h13, -8
  %h31 = sub i32 %h2, %h14
  %h4 = xor i32 %h2, %h31
  %h3 = add nuw nsw i32 %h1, 1
  br label %loop1

exit3:
  %h77 = icmp sgt i32 %h2, 0
  %h78 = select i1 %h77, ptr @vt0.0, ptr @vt0.1
  %h81 = load ptr, ptr %h78, align 8
  %icall.13 = call i32 %h81(i32 0)
  ret i32 0
}

define linkonce i32 @f9() #0 {
entry:
  %a59 = notail call i32 @f7() #1
  br label %loop15

loop15:
  br label %loop15
}

define internal i32 @f12() #0 {
entry:
  %w41 = call i32 @f9()
  ret i32 0
}

define internal i32 @f13() {
entry:
  %z2 = call i32 @f12() #2
  ret i32 0
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %m25 = load i32, ptr addrspace(1) %out, align 4
  br label %loop11

loop11:
  %m38 = icmp ult i32 0, %m25
  br i1 %m38, label %body12, label %exit13

body12:
  %m50 = notail call i32 @f13()
  br label %loop11

exit13:
  ret void
}

attributes #0 = { noinline }
attributes #1 = { nounwind "seam-site"="7" }
attributes #2 = { nounwind "seam-site"="14" }

!0 = !{i64 0, !"seam.class0"}
