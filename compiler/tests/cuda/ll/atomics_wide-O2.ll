; ModuleID = 'atomics_wide.cu'
source_filename = "atomics_wide.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12atomics_widePyPxPfPdPi(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = shl i64 %11, 33
  %13 = atomicrmw add ptr %0, i64 %12 seq_cst, align 8
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = and i32 %10, 63
  %16 = zext nneg i32 %15 to i64
  %17 = shl nuw i64 1, %16
  %18 = atomicrmw or ptr %14, i64 %17 seq_cst, align 8
  %19 = mul nsw i64 %11, -1000000007
  %20 = atomicrmw max ptr %1, i64 %19 seq_cst, align 8
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = atomicrmw min ptr %21, i64 %19 seq_cst, align 8
  %23 = and i32 %10, 7
  %24 = uitofp nneg i32 %23 to float
  %25 = fmul float %24, 5.000000e-01
  %26 = atomicrmw fadd ptr %2, float %25 seq_cst, align 4
  %27 = sitofp i32 %10 to double
  %28 = fadd double %27, 2.500000e-01
  %29 = atomicrmw fadd ptr %3, double %28 seq_cst, align 8
  %30 = getelementptr inbounds i8, ptr %2, i64 4
  %31 = atomicrmw xchg ptr %30, i32 1065353216 seq_cst, align 4
  %32 = bitcast i32 %31 to float
  %33 = fcmp une float %32, 1.000000e+00
  br i1 %33, label %34, label %35

34:                                               ; preds = %5
  store i32 %31, ptr %4, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %34, %5
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  %37 = cmpxchg ptr %36, i64 0, i64 99 seq_cst seq_cst, align 8
  %38 = extractvalue { i64, i1 } %37, 1
  br i1 %38, label %39, label %42

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %0, i64 24
  %41 = atomicrmw add ptr %40, i64 1 seq_cst, align 8
  br label %42

42:                                               ; preds = %39, %35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12atomics_widePyPxPfPdPi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
