; infer-address-spaces, rules 1, 4, 5 and 6 (casts): an `addrspacecast` of a moved value back to
; its space is replaced by the value and deleted, also through a chain of round trips
; (@round_trips); a cast to another space keeps a generic operand, the cast back (@wrong, never
; run); a no-op `inttoptr (ptrtoint p)` pair and a pointer `bitcast` are expressions: the pair
; is replaced by `p` in the new space and dies with its `ptrtoint`, the bitcast is retyped in
; place (@pairs). A returned pointer is a root: its GEP moves, and the `ret` takes a cast back
; (@ret_gep). Same output as opt-19.
; test: opt infer-address-spaces
; launch: @k (out=i32[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4 x i32] zeroinitializer

define internal i32 @round_trips(i64 %i) {
entry:
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  %g = getelementptr i32, ptr %s, i64 %i
  %back = addrspacecast ptr %g to ptr addrspace(3)
  store i32 3, ptr addrspace(3) %back, align 4
  %again = addrspacecast ptr addrspace(3) %back to ptr
  %thrice = addrspacecast ptr %again to ptr addrspace(3)
  %v = load i32, ptr addrspace(3) %thrice, align 4
  %w = load i32, ptr %again, align 4
  %r = add i32 %v, %w
  ret i32 %r
}

define internal void @wrong(i1 %never) {
entry:
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  %g = getelementptr i32, ptr %s, i64 1
  store i32 1, ptr %g, align 4
  br i1 %never, label %bad, label %done

bad:
  %w = addrspacecast ptr %g to ptr addrspace(1)
  store i32 2, ptr addrspace(1) %w, align 4
  br label %done

done:
  ret void
}

define internal i32 @pairs(ptr addrspace(1) %out) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %i = ptrtoint ptr %o to i64
  %p = inttoptr i64 %i to ptr
  %q = getelementptr i32, ptr %p, i64 2
  store i32 8, ptr %q, align 4
  %b = bitcast ptr %q to ptr
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define internal ptr @ret_gep(ptr addrspace(1) %out) {
entry:
  %o = addrspacecast ptr addrspace(1) %out to ptr
  %p = getelementptr i32, ptr %o, i64 5
  ret ptr %p
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = call i32 @round_trips(i64 2)
  store i32 %a, ptr addrspace(1) %out, align 4
  call void @wrong(i1 false)
  %b = call i32 @pairs(ptr addrspace(1) %out)
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %b, ptr addrspace(1) %o1, align 4
  %p = call ptr @ret_gep(ptr addrspace(1) %out)
  store i32 55, ptr %p, align 4
  ret void
}

; ==== expected output ====
; pipeline: infer-address-spaces
; remark: infer-address-spaces: @round_trips: rewrote (shared) accesses=1 generic-left=0 exprs=1 casts=0
; remark: infer-address-spaces: @wrong: rewrote (shared) accesses=1 generic-left=0 exprs=1 casts=1
; remark: infer-address-spaces: @pairs: rewrote (global) accesses=2 generic-left=0 exprs=2 casts=0
; remark: infer-address-spaces: @ret_gep: rewrote (global) accesses=0 generic-left=0 exprs=1 casts=1
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; @tile = internal addrspace(3) global [4 x i32] zeroinitializer
;
; define internal i32 @round_trips(i64 %i) {
; entry:
;   %g = getelementptr i32, ptr addrspace(3) @tile, i64 %i
;   store i32 3, ptr addrspace(3) %g, align 4
;   %v = load i32, ptr addrspace(3) %g, align 4
;   %w = load i32, ptr addrspace(3) %g, align 4
;   %r = add i32 %v, %w
;   ret i32 %r
; }
;
; define internal void @wrong(i1 %never) {
; entry:
;   %g = getelementptr i32, ptr addrspace(3) @tile, i64 1
;   %0 = addrspacecast ptr addrspace(3) %g to ptr
;   store i32 1, ptr addrspace(3) %g, align 4
;   br i1 %never, label %bad, label %done
;
; bad:
;   %w = addrspacecast ptr %0 to ptr addrspace(1)
;   store i32 2, ptr addrspace(1) %w, align 4
;   br label %done
;
; done:
;   ret void
; }
;
; define internal i32 @pairs(ptr addrspace(1) %out) {
; entry:
;   %q = getelementptr i32, ptr addrspace(1) %out, i64 2
;   store i32 8, ptr addrspace(1) %q, align 4
;   %b = bitcast ptr addrspace(1) %q to ptr addrspace(1)
;   %v = load i32, ptr addrspace(1) %b, align 4
;   ret i32 %v
; }
;
; define internal ptr @ret_gep(ptr addrspace(1) %out) {
; entry:
;   %p = getelementptr i32, ptr addrspace(1) %out, i64 5
;   %0 = addrspacecast ptr addrspace(1) %p to ptr
;   ret ptr %0
; }
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %a = call i32 @round_trips(i64 2)
;   store i32 %a, ptr addrspace(1) %out, align 4
;   call void @wrong(i1 false)
;   %b = call i32 @pairs(ptr addrspace(1) %out)
;   %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
;   store i32 %b, ptr addrspace(1) %o1, align 4
;   %p = call ptr @ret_gep(ptr addrspace(1) %out)
;   store i32 55, ptr %p, align 4
;   ret void
; }
