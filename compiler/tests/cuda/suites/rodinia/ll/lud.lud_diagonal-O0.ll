; ModuleID = 'lud.lud_diagonal.cu'
source_filename = "lud.lud_diagonal.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_threadIdx_t = type { i8 }

@_ZZ12lud_diagonalPfiiE6shadow = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12lud_diagonalPfii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %10, %11
  %13 = load i32, ptr %6, align 4
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %9, align 4
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %35, %3
  %16 = load i32, ptr %7, align 4
  %17 = icmp slt i32 %16, 16
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %9, align 4
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %19, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %27
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [16 x float], ptr %28, i64 0, i64 %30
  store float %25, ptr %31, align 4
  %32 = load i32, ptr %5, align 4
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %9, align 4
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %7, align 4
  br label %15, !llvm.loop !5

38:                                               ; preds = %15
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %7, align 4
  br label %39

39:                                               ; preds = %135, %38
  %40 = load i32, ptr %7, align 4
  %41 = icmp slt i32 %40, 15
  br i1 %41, label %42, label %138

42:                                               ; preds = %39
  %43 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = load i32, ptr %7, align 4
  %45 = icmp ugt i32 %43, %44
  br i1 %45, label %46, label %94

46:                                               ; preds = %42
  store i32 0, ptr %8, align 4
  br label %47

47:                                               ; preds = %75, %46
  %48 = load i32, ptr %8, align 4
  %49 = load i32, ptr %7, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %78

51:                                               ; preds = %47
  %52 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %53
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [16 x float], ptr %54, i64 0, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = load i32, ptr %8, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %60
  %62 = load i32, ptr %7, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x float], ptr %61, i64 0, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fmul contract float %58, %65
  %67 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %68
  %70 = load i32, ptr %7, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [16 x float], ptr %69, i64 0, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = fsub contract float %73, %66
  store float %74, ptr %72, align 4
  br label %75

75:                                               ; preds = %51
  %76 = load i32, ptr %8, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %8, align 4
  br label %47, !llvm.loop !7

78:                                               ; preds = %47
  %79 = load i32, ptr %7, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %80
  %82 = load i32, ptr %7, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [16 x float], ptr %81, i64 0, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %87
  %89 = load i32, ptr %7, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [16 x float], ptr %88, i64 0, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = fdiv contract float %92, %85
  store float %93, ptr %91, align 4
  br label %94

94:                                               ; preds = %78, %42
  call void @llvm.nvvm.barrier0()
  %95 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %96 = load i32, ptr %7, align 4
  %97 = icmp ugt i32 %95, %96
  br i1 %97, label %98, label %134

98:                                               ; preds = %94
  store i32 0, ptr %8, align 4
  br label %99

99:                                               ; preds = %130, %98
  %100 = load i32, ptr %8, align 4
  %101 = load i32, ptr %7, align 4
  %102 = add nsw i32 %101, 1
  %103 = icmp slt i32 %100, %102
  br i1 %103, label %104, label %133

104:                                              ; preds = %99
  %105 = load i32, ptr %7, align 4
  %106 = add nsw i32 %105, 1
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %107
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [16 x float], ptr %108, i64 0, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = load i32, ptr %8, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %114
  %116 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [16 x float], ptr %115, i64 0, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = fmul contract float %112, %119
  %121 = load i32, ptr %7, align 4
  %122 = add nsw i32 %121, 1
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %123
  %125 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds [16 x float], ptr %124, i64 0, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = fsub contract float %128, %120
  store float %129, ptr %127, align 4
  br label %130

130:                                              ; preds = %104
  %131 = load i32, ptr %8, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %8, align 4
  br label %99, !llvm.loop !8

133:                                              ; preds = %99
  br label %134

134:                                              ; preds = %133, %94
  call void @llvm.nvvm.barrier0()
  br label %135

135:                                              ; preds = %134
  %136 = load i32, ptr %7, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %7, align 4
  br label %39, !llvm.loop !9

138:                                              ; preds = %39
  %139 = load i32, ptr %6, align 4
  %140 = add nsw i32 %139, 1
  %141 = load i32, ptr %5, align 4
  %142 = mul nsw i32 %140, %141
  %143 = load i32, ptr %6, align 4
  %144 = add nsw i32 %142, %143
  store i32 %144, ptr %9, align 4
  store i32 1, ptr %7, align 4
  br label %145

145:                                              ; preds = %165, %138
  %146 = load i32, ptr %7, align 4
  %147 = icmp slt i32 %146, 16
  br i1 %147, label %148, label %168

148:                                              ; preds = %145
  %149 = load i32, ptr %7, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 0, i64 %150
  %152 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds [16 x float], ptr %151, i64 0, i64 %153
  %155 = load float, ptr %154, align 4
  %156 = load ptr, ptr %4, align 8
  %157 = load i32, ptr %9, align 4
  %158 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %159 = add i32 %157, %158
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr %156, i64 %160
  store float %155, ptr %161, align 4
  %162 = load i32, ptr %5, align 4
  %163 = load i32, ptr %9, align 4
  %164 = add nsw i32 %163, %162
  store i32 %164, ptr %9, align 4
  br label %165

165:                                              ; preds = %148
  %166 = load i32, ptr %7, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %7, align 4
  br label %145, !llvm.loop !10

168:                                              ; preds = %145
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12lud_diagonalPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
