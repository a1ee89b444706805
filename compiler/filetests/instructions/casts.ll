; Every conversion, with the flags LLVM 19 allows on them, including addrspacecast between
; generic and each specific space.
; test: roundtrip
; test: verify

define void @casts(i32 %i, i64 %l, float %f, double %d, ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s) {
  %trunc = trunc i64 %l to i32
  %trunc_flags = trunc nuw nsw i64 %l to i8
  %zext = zext i32 %i to i64
  %zext_nneg = zext nneg i32 %i to i64
  %sext = sext i32 %i to i64
  %fptrunc = fptrunc double %d to float
  %fpext = fpext float %f to double
  %fptoui = fptoui float %f to i32
  %fptosi = fptosi double %d to i64
  %uitofp = uitofp i32 %i to float
  %uitofp_nneg = uitofp nneg i32 %i to double
  %sitofp = sitofp i64 %l to double
  %ptrtoint = ptrtoint ptr %p to i64
  %inttoptr = inttoptr i64 %l to ptr addrspace(1)
  %bitcast = bitcast i32 %i to float
  %bitcast_back = bitcast double %d to i64
  %ptr_same = bitcast ptr %p to ptr
  %to_generic = addrspacecast ptr addrspace(1) %g to ptr
  %to_global = addrspacecast ptr %p to ptr addrspace(1)
  %s_generic = addrspacecast ptr addrspace(3) %s to ptr
  %to_const = addrspacecast ptr %p to ptr addrspace(4)
  %to_local = addrspacecast ptr %p to ptr addrspace(5)
  %to_param = addrspacecast ptr %p to ptr addrspace(101)
  %i1 = trunc i32 %i to i1
  %b = zext i1 %i1 to i8
  ret void
}

; ==== expected output ====
; define void @casts(i32 %i, i64 %l, float %f, double %d, ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s) {
;   %trunc = trunc i64 %l to i32
;   %trunc_flags = trunc nuw nsw i64 %l to i8
;   %zext = zext i32 %i to i64
;   %zext_nneg = zext nneg i32 %i to i64
;   %sext = sext i32 %i to i64
;   %fptrunc = fptrunc double %d to float
;   %fpext = fpext float %f to double
;   %fptoui = fptoui float %f to i32
;   %fptosi = fptosi double %d to i64
;   %uitofp = uitofp i32 %i to float
;   %uitofp_nneg = uitofp nneg i32 %i to double
;   %sitofp = sitofp i64 %l to double
;   %ptrtoint = ptrtoint ptr %p to i64
;   %inttoptr = inttoptr i64 %l to ptr addrspace(1)
;   %bitcast = bitcast i32 %i to float
;   %bitcast_back = bitcast double %d to i64
;   %ptr_same = bitcast ptr %p to ptr
;   %to_generic = addrspacecast ptr addrspace(1) %g to ptr
;   %to_global = addrspacecast ptr %p to ptr addrspace(1)
;   %s_generic = addrspacecast ptr addrspace(3) %s to ptr
;   %to_const = addrspacecast ptr %p to ptr addrspace(4)
;   %to_local = addrspacecast ptr %p to ptr addrspace(5)
;   %to_param = addrspacecast ptr %p to ptr addrspace(101)
;   %i1 = trunc i32 %i to i1
;   %b = zext i1 %i1 to i8
;   ret void
; }
