; ModuleID = 'scan.reduce.cu'
source_filename = "scan.reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z6reduceIfLi256EEvPKT_PS0_i = comdat any

@s_float = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reduceIfLi256EEvPKT_PS0_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = sdiv i32 %2, 4
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %6 = udiv i32 %4, %5
  %7 = shl i32 %6, 2
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %7, %8
  %10 = add nsw i32 %5, -1
  %11 = icmp eq i32 %8, %10
  %12 = add nsw i32 %9, %7
  %13 = select i1 %11, i32 %2, i32 %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add nsw i32 %9, %14
  %16 = icmp slt i32 %15, %13
  br i1 %16, label %17, label %26

17:                                               ; preds = %3, %17
  %18 = phi float [ %23, %17 ], [ 0.000000e+00, %3 ]
  %19 = phi i32 [ %24, %17 ], [ %15, %3 ]
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = fadd contract float %18, %22
  %24 = add nsw i32 %19, 256
  %25 = icmp slt i32 %24, %13
  br i1 %25, label %17, label %26, !llvm.loop !9

26:                                               ; preds = %17, %3
  %27 = phi float [ 0.000000e+00, %3 ], [ %23, %17 ]
  %28 = zext nneg i32 %14 to i64
  %29 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %28
  store volatile float %27, ptr %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %30 = icmp ult i32 %14, 128
  br i1 %30, label %31, label %36

31:                                               ; preds = %26
  %32 = getelementptr i8, ptr %29, i64 512
  %33 = load volatile float, ptr %32, align 4, !tbaa !5
  %34 = load volatile float, ptr %29, align 4, !tbaa !5
  %35 = fadd contract float %33, %34
  store volatile float %35, ptr %29, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %31, %26
  tail call void @llvm.nvvm.barrier0()
  %37 = icmp ult i32 %14, 64
  br i1 %37, label %38, label %43

38:                                               ; preds = %36
  %39 = getelementptr i8, ptr %29, i64 256
  %40 = load volatile float, ptr %39, align 4, !tbaa !5
  %41 = load volatile float, ptr %29, align 4, !tbaa !5
  %42 = fadd contract float %40, %41
  store volatile float %42, ptr %29, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %38, %36
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp ult i32 %14, 32
  br i1 %44, label %45, label %70

45:                                               ; preds = %43
  %46 = getelementptr i8, ptr %29, i64 128
  %47 = load volatile float, ptr %46, align 4, !tbaa !5
  %48 = load volatile float, ptr %29, align 4, !tbaa !5
  %49 = fadd contract float %47, %48
  store volatile float %49, ptr %29, align 4, !tbaa !5
  %50 = getelementptr i8, ptr %29, i64 64
  %51 = load volatile float, ptr %50, align 4, !tbaa !5
  %52 = load volatile float, ptr %29, align 4, !tbaa !5
  %53 = fadd contract float %51, %52
  store volatile float %53, ptr %29, align 4, !tbaa !5
  %54 = getelementptr i8, ptr %29, i64 32
  %55 = load volatile float, ptr %54, align 4, !tbaa !5
  %56 = load volatile float, ptr %29, align 4, !tbaa !5
  %57 = fadd contract float %55, %56
  store volatile float %57, ptr %29, align 4, !tbaa !5
  %58 = getelementptr i8, ptr %29, i64 16
  %59 = load volatile float, ptr %58, align 4, !tbaa !5
  %60 = load volatile float, ptr %29, align 4, !tbaa !5
  %61 = fadd contract float %59, %60
  store volatile float %61, ptr %29, align 4, !tbaa !5
  %62 = getelementptr i8, ptr %29, i64 8
  %63 = load volatile float, ptr %62, align 4, !tbaa !5
  %64 = load volatile float, ptr %29, align 4, !tbaa !5
  %65 = fadd contract float %63, %64
  store volatile float %65, ptr %29, align 4, !tbaa !5
  %66 = getelementptr i8, ptr %29, i64 4
  %67 = load volatile float, ptr %66, align 4, !tbaa !5
  %68 = load volatile float, ptr %29, align 4, !tbaa !5
  %69 = fadd contract float %67, %68
  store volatile float %69, ptr %29, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %45, %43
  %71 = icmp eq i32 %14, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %70
  %73 = zext nneg i32 %8 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load volatile float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), align 4, !tbaa !5
  store float %75, ptr %74, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %72, %70
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z6reduceIfLi256EEvPKT_PS0_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
