; ModuleID = 'virtual_calls.cu'
source_filename = "virtual_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Rect = type { %struct.Shape, float, float }
%struct.Shape = type { ptr }
%struct.Tri = type { %struct.Shape, float, float }

$_ZNK4Rect4areaEv = comdat any

$_ZNK4Rect5sidesEv = comdat any

$_ZNK3Tri4areaEv = comdat any

$_ZNK3Tri5sidesEv = comdat any

$_ZTV4Rect = comdat any

$_ZTV3Tri = comdat any

@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK4Rect4areaEv, ptr @_ZNK4Rect5sidesEv] }, comdat, align 8
@_ZTV3Tri = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK3Tri4areaEv, ptr @_ZNK3Tri5sidesEv] }, comdat, align 8

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef float @_Z8describeRK5ShapePi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load ptr, ptr %4, align 8
  %6 = tail call noundef i32 %5(ptr noundef nonnull align 8 dereferenceable(8) %0) #5
  store i32 %6, ptr %1, align 4, !tbaa !8
  %7 = load ptr, ptr %0, align 8, !tbaa !5
  %8 = load ptr, ptr %7, align 8
  %9 = tail call noundef float %8(ptr noundef nonnull align 8 dereferenceable(8) %0) #5
  ret float %9
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6shapesPKfPKiPfPii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = alloca %struct.Rect, align 8
  %7 = alloca %struct.Tri, align 8
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %36

14:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #6
  %15 = shl nsw i32 %12, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = or disjoint i32 %15, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV4Rect, i64 16), ptr %6, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  store float %18, ptr %23, align 8, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %6, i64 12
  store float %22, ptr %24, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #6
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV3Tri, i64 16), ptr %7, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %7, i64 8
  store float %18, ptr %25, align 8, !tbaa !17
  %26 = getelementptr inbounds i8, ptr %7, i64 12
  store float %22, ptr %26, align 4, !tbaa !19
  %27 = sext i32 %12 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !8
  %30 = and i32 %29, 1
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, ptr %6, ptr %7
  %33 = getelementptr inbounds i32, ptr %3, i64 %27
  %34 = call noundef float @_Z8describeRK5ShapePi(ptr noundef nonnull align 8 dereferenceable(8) %32, ptr noundef %33) #5
  %35 = getelementptr inbounds float, ptr %2, i64 %27
  store float %34, ptr %35, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #6
  br label %36

36:                                               ; preds = %5, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load float, ptr %2, align 8, !tbaa !13
  %4 = getelementptr inbounds i8, ptr %0, i64 12
  %5 = load float, ptr %4, align 4, !tbaa !16
  %6 = fmul float %3, %5
  ret float %6
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK4Rect5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  ret i32 4
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK3Tri4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load float, ptr %2, align 8, !tbaa !17
  %4 = fmul float %3, 5.000000e-01
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load float, ptr %5, align 4, !tbaa !19
  %7 = fmul float %4, %6
  ret float %7
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZNK3Tri5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  ret i32 3
}

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z6shapesPKfPKiPfPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !10, i64 0}
!13 = !{!14, !12, i64 8}
!14 = !{!"_ZTS4Rect", !15, i64 0, !12, i64 8, !12, i64 12}
!15 = !{!"_ZTS5Shape"}
!16 = !{!14, !12, i64 12}
!17 = !{!18, !12, i64 8}
!18 = !{!"_ZTS3Tri", !15, i64 0, !12, i64 8, !12, i64 12}
!19 = !{!18, !12, i64 12}
