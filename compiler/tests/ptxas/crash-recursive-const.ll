; What `seam opt -p tileiras` made of the reduced case of campaign finding
; codegen.tileiras.ptxas-crash (seed 2360); `seam ptx` of it is crash-recursive-const.ptx.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [4 x i32] zeroinitializer, align 4

define internal i32 @rec4(ptr %p2, i32 %depth) {
entry:
  %w40 = icmp eq i32 %depth, 0
  br i1 %w40, label %rjoin9, label %recurse8

recurse8:
  %w42 = call i32 @rec4(ptr %p2, i32 0)
  br label %rjoin9

rjoin9:
  ret i32 0
}

define internal ptr @f8(i32 %x2, i32 %x3) #0 {
entry:
  %v1 = icmp ult i32 %x2, %x3
  br i1 %v1, label %then1, label %join3

then1:
  %v11 = call i32 @rec4.const(ptr addrspace(4) @c, i32 0)
  br label %join3

join3:
  ret ptr null
}

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #1 {
entry:
  %x0 = load i32, ptr addrspace(1) %in, align 4
  %a3 = load i32, ptr addrspace(1) %in, align 4
  %a11 = call ptr @f8(i32 %x0, i32 %a3)
  %h11.i = call i32 @rec4(ptr null, i32 0)
  ret void
}

define internal i32 @rec4.const(ptr addrspace(4) %p2, i32 %depth) #2 {
entry:
  %0 = addrspacecast ptr addrspace(4) %p2 to ptr
  %w40 = icmp eq i32 %depth, 0
  br i1 %w40, label %rjoin9, label %recurse8

recurse8:
  %w42 = call i32 @rec4.const(ptr addrspace(4) %p2, i32 0)
  br label %rjoin9

rjoin9:
  ret i32 0
}

attributes #0 = { noinline }
attributes #1 = { alwaysinline }
attributes #2 = { inlinehint "seam-specialized" }
