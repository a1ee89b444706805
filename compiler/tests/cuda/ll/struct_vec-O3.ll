; ModuleID = 'struct_vec.cu'
source_filename = "struct_vec.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.F4 = type { float, float, float, float }
%struct.F2 = type { float, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.F4 @_Z4add42F4S_(ptr nocapture noundef readonly byval(%struct.F4) align 16 %0, ptr nocapture noundef readonly byval(%struct.F4) align 16 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 16, !tbaa !5
  %4 = load float, ptr %1, align 16, !tbaa !5
  %5 = fadd float %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !10
  %10 = fadd float %7, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load float, ptr %11, align 8, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load float, ptr %13, align 8, !tbaa !11
  %15 = fadd float %12, %14
  %16 = getelementptr inbounds i8, ptr %0, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !12
  %18 = getelementptr inbounds i8, ptr %1, i64 12
  %19 = load float, ptr %18, align 4, !tbaa !12
  %20 = fadd float %17, %19
  %21 = insertvalue %struct.F4 poison, float %5, 0
  %22 = insertvalue %struct.F4 %21, float %10, 1
  %23 = insertvalue %struct.F4 %22, float %15, 2
  %24 = insertvalue %struct.F4 %23, float %20, 3
  ret %struct.F4 %24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10struct_vecP2F4PKS_P2F2i(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %44

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.F4, ptr %1, i64 %12
  %14 = load float, ptr %13, align 16, !tbaa !13
  %15 = getelementptr inbounds i8, ptr %13, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %13, i64 8
  %18 = load float, ptr %17, align 8, !tbaa !13
  %19 = getelementptr inbounds i8, ptr %13, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !13
  %21 = xor i32 %9, -1
  %22 = add i32 %21, %3
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.F4, ptr %1, i64 %23
  %25 = load float, ptr %24, align 16, !tbaa !13
  %26 = getelementptr inbounds i8, ptr %24, i64 4
  %27 = load float, ptr %26, align 4, !tbaa !13
  %28 = getelementptr inbounds i8, ptr %24, i64 8
  %29 = load float, ptr %28, align 8, !tbaa !13
  %30 = getelementptr inbounds i8, ptr %24, i64 12
  %31 = load float, ptr %30, align 4, !tbaa !13
  %32 = fadd float %14, %25
  %33 = fadd float %16, %27
  %34 = fadd float %18, %29
  %35 = fadd float %20, %31
  %36 = getelementptr inbounds %struct.F4, ptr %0, i64 %12
  store float %32, ptr %36, align 16, !tbaa !13
  %37 = getelementptr inbounds i8, ptr %36, i64 4
  store float %33, ptr %37, align 4, !tbaa !13
  %38 = getelementptr inbounds i8, ptr %36, i64 8
  store float %34, ptr %38, align 8, !tbaa !13
  %39 = getelementptr inbounds i8, ptr %36, i64 12
  store float %35, ptr %39, align 4, !tbaa !13
  %40 = fadd float %14, %20
  %41 = fmul float %16, %18
  %42 = getelementptr inbounds %struct.F2, ptr %2, i64 %12
  store float %40, ptr %42, align 8, !tbaa !13
  %43 = getelementptr inbounds i8, ptr %42, i64 4
  store float %41, ptr %43, align 4, !tbaa !13
  br label %44

44:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10struct_vecP2F4PKS_P2F2i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS2F4", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!6, !7, i64 8}
!12 = !{!6, !7, i64 12}
!13 = !{!7, !7, i64 0}
