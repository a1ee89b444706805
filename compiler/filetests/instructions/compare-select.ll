; icmp on integers and pointers with every predicate, fcmp with every predicate, and select.
; test: roundtrip
; test: verify

define void @icmps(i32 %a, i32 %b, ptr %p, ptr %q) {
  %eq = icmp eq i32 %a, %b
  %ne = icmp ne i32 %a, %b
  %ugt = icmp ugt i32 %a, %b
  %uge = icmp uge i32 %a, %b
  %ult = icmp ult i32 %a, %b
  %ule = icmp ule i32 %a, %b
  %sgt = icmp sgt i32 %a, %b
  %sge = icmp sge i32 %a, %b
  %slt = icmp slt i32 %a, %b
  %sle = icmp sle i32 %a, %b
  %peq = icmp eq ptr %p, %q
  %pnull = icmp ne ptr %p, null
  ret void
}

define void @fcmps(double %a, double %b) {
  %f = fcmp false double %a, %b
  %oeq = fcmp oeq double %a, %b
  %ogt = fcmp ogt double %a, %b
  %oge = fcmp oge double %a, %b
  %olt = fcmp olt double %a, %b
  %ole = fcmp ole double %a, %b
  %one = fcmp one double %a, %b
  %ord = fcmp ord double %a, %b
  %ueq = fcmp ueq double %a, %b
  %ugt = fcmp ugt double %a, %b
  %uge = fcmp uge double %a, %b
  %ult = fcmp ult double %a, %b
  %ule = fcmp ule double %a, %b
  %une = fcmp une double %a, %b
  %uno = fcmp uno double %a, %b
  %t = fcmp true double %a, %b
  %fast = fcmp fast olt double %a, 0.0
  ret void
}

define float @selects(i1 %c, i32 %a, float %x, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %s = select i1 %c, i32 %a, i32 0
  %sp = select i1 %c, ptr addrspace(1) %p, ptr addrspace(1) %q
  %sf = select nnan i1 %c, float %x, float 1.0
  ret float %sf
}

; ==== expected output ====
; define void @icmps(i32 %a, i32 %b, ptr %p, ptr %q) {
;   %eq = icmp eq i32 %a, %b
;   %ne = icmp ne i32 %a, %b
;   %ugt = icmp ugt i32 %a, %b
;   %uge = icmp uge i32 %a, %b
;   %ult = icmp ult i32 %a, %b
;   %ule = icmp ule i32 %a, %b
;   %sgt = icmp sgt i32 %a, %b
;   %sge = icmp sge i32 %a, %b
;   %slt = icmp slt i32 %a, %b
;   %sle = icmp sle i32 %a, %b
;   %peq = icmp eq ptr %p, %q
;   %pnull = icmp ne ptr %p, null
;   ret void
; }
;
; define void @fcmps(double %a, double %b) {
;   %f = fcmp false double %a, %b
;   %oeq = fcmp oeq double %a, %b
;   %ogt = fcmp ogt double %a, %b
;   %oge = fcmp oge double %a, %b
;   %olt = fcmp olt double %a, %b
;   %ole = fcmp ole double %a, %b
;   %one = fcmp one double %a, %b
;   %ord = fcmp ord double %a, %b
;   %ueq = fcmp ueq double %a, %b
;   %ugt = fcmp ugt double %a, %b
;   %uge = fcmp uge double %a, %b
;   %ult = fcmp ult double %a, %b
;   %ule = fcmp ule double %a, %b
;   %une = fcmp une double %a, %b
;   %uno = fcmp uno double %a, %b
;   %t = fcmp true double %a, %b
;   %fast = fcmp fast olt double %a, 0.000000e+00
;   ret void
; }
;
; define float @selects(i1 %c, i32 %a, float %x, ptr addrspace(1) %p, ptr addrspace(1) %q) {
;   %s = select i1 %c, i32 %a, i32 0
;   %sp = select i1 %c, ptr addrspace(1) %p, ptr addrspace(1) %q
;   %sf = select nnan i1 %c, float %x, float 1.000000e+00
;   ret float %sf
; }
