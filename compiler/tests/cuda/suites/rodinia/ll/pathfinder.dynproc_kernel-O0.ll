; ModuleID = 'pathfinder.dynproc_kernel.cu'
source_filename = "pathfinder.dynproc_kernel.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@_ZZ14dynproc_kerneliPiS_S_iiiiE4prev = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ14dynproc_kerneliPiS_S_iiiiE6result = internal addrspace(3) global [256 x i32] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z14dynproc_kerneliPiS_S_iiii(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i8, align 1
  %28 = alloca i8, align 1
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  store i32 %7, ptr %16, align 4
  %35 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %35, ptr %17, align 4
  %36 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %36, ptr %18, align 4
  %37 = load i32, ptr %9, align 4
  %38 = mul nsw i32 %37, 1
  %39 = mul nsw i32 %38, 2
  %40 = sub nsw i32 256, %39
  store i32 %40, ptr %19, align 4
  %41 = load i32, ptr %19, align 4
  %42 = load i32, ptr %17, align 4
  %43 = mul nsw i32 %41, %42
  %44 = load i32, ptr %16, align 4
  %45 = sub nsw i32 %43, %44
  store i32 %45, ptr %20, align 4
  %46 = load i32, ptr %20, align 4
  %47 = add nsw i32 %46, 256
  %48 = sub nsw i32 %47, 1
  store i32 %48, ptr %21, align 4
  %49 = load i32, ptr %20, align 4
  %50 = load i32, ptr %18, align 4
  %51 = add nsw i32 %49, %50
  store i32 %51, ptr %22, align 4
  %52 = load i32, ptr %20, align 4
  %53 = icmp slt i32 %52, 0
  br i1 %53, label %54, label %57

54:                                               ; preds = %8
  %55 = load i32, ptr %20, align 4
  %56 = sub nsw i32 0, %55
  br label %58

57:                                               ; preds = %8
  br label %58

58:                                               ; preds = %57, %54
  %59 = phi i32 [ %56, %54 ], [ 0, %57 ]
  store i32 %59, ptr %23, align 4
  %60 = load i32, ptr %21, align 4
  %61 = load i32, ptr %13, align 4
  %62 = sub nsw i32 %61, 1
  %63 = icmp sgt i32 %60, %62
  br i1 %63, label %64, label %70

64:                                               ; preds = %58
  %65 = load i32, ptr %21, align 4
  %66 = load i32, ptr %13, align 4
  %67 = sub nsw i32 %65, %66
  %68 = add nsw i32 %67, 1
  %69 = sub nsw i32 255, %68
  br label %71

70:                                               ; preds = %58
  br label %71

71:                                               ; preds = %70, %64
  %72 = phi i32 [ %69, %64 ], [ 255, %70 ]
  store i32 %72, ptr %24, align 4
  %73 = load i32, ptr %18, align 4
  %74 = sub nsw i32 %73, 1
  store i32 %74, ptr %25, align 4
  %75 = load i32, ptr %18, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %26, align 4
  %77 = load i32, ptr %25, align 4
  %78 = load i32, ptr %23, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %82

80:                                               ; preds = %71
  %81 = load i32, ptr %23, align 4
  br label %84

82:                                               ; preds = %71
  %83 = load i32, ptr %25, align 4
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi i32 [ %81, %80 ], [ %83, %82 ]
  store i32 %85, ptr %25, align 4
  %86 = load i32, ptr %26, align 4
  %87 = load i32, ptr %24, align 4
  %88 = icmp sgt i32 %86, %87
  br i1 %88, label %89, label %91

89:                                               ; preds = %84
  %90 = load i32, ptr %24, align 4
  br label %93

91:                                               ; preds = %84
  %92 = load i32, ptr %26, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %90, %89 ], [ %92, %91 ]
  store i32 %94, ptr %26, align 4
  %95 = load i32, ptr %18, align 4
  %96 = load i32, ptr %23, align 4
  %97 = icmp sge i32 %95, %96
  br i1 %97, label %98, label %102

98:                                               ; preds = %93
  %99 = load i32, ptr %18, align 4
  %100 = load i32, ptr %24, align 4
  %101 = icmp sle i32 %99, %100
  br label %102

102:                                              ; preds = %98, %93
  %103 = phi i1 [ false, %93 ], [ %101, %98 ]
  %104 = zext i1 %103 to i8
  store i8 %104, ptr %27, align 1
  %105 = load i32, ptr %22, align 4
  %106 = icmp sge i32 %105, 0
  br i1 %106, label %107, label %121

107:                                              ; preds = %102
  %108 = load i32, ptr %22, align 4
  %109 = load i32, ptr %13, align 4
  %110 = sub nsw i32 %109, 1
  %111 = icmp sle i32 %108, %110
  br i1 %111, label %112, label %121

112:                                              ; preds = %107
  %113 = load ptr, ptr %11, align 8
  %114 = load i32, ptr %22, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %113, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = load i32, ptr %18, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %119
  store i32 %117, ptr %120, align 4
  br label %121

121:                                              ; preds = %112, %107, %102
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %29, align 4
  br label %122

122:                                              ; preds = %206, %121
  %123 = load i32, ptr %29, align 4
  %124 = load i32, ptr %9, align 4
  %125 = icmp slt i32 %123, %124
  br i1 %125, label %126, label %209

126:                                              ; preds = %122
  store i8 0, ptr %28, align 1
  %127 = load i32, ptr %18, align 4
  %128 = load i32, ptr %29, align 4
  %129 = add nsw i32 %128, 1
  %130 = icmp sge i32 %127, %129
  br i1 %130, label %131, label %188

131:                                              ; preds = %126
  %132 = load i32, ptr %18, align 4
  %133 = load i32, ptr %29, align 4
  %134 = sub nsw i32 256, %133
  %135 = sub nsw i32 %134, 2
  %136 = icmp sle i32 %132, %135
  br i1 %136, label %137, label %188

137:                                              ; preds = %131
  %138 = load i8, ptr %27, align 1
  %139 = trunc i8 %138 to i1
  br i1 %139, label %140, label %188

140:                                              ; preds = %137
  store i8 1, ptr %28, align 1
  %141 = load i32, ptr %25, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %142
  %144 = load i32, ptr %143, align 4
  store i32 %144, ptr %30, align 4
  %145 = load i32, ptr %18, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %146
  %148 = load i32, ptr %147, align 4
  store i32 %148, ptr %31, align 4
  %149 = load i32, ptr %26, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %150
  %152 = load i32, ptr %151, align 4
  store i32 %152, ptr %32, align 4
  %153 = load i32, ptr %30, align 4
  %154 = load i32, ptr %31, align 4
  %155 = icmp sle i32 %153, %154
  br i1 %155, label %156, label %158

156:                                              ; preds = %140
  %157 = load i32, ptr %30, align 4
  br label %160

158:                                              ; preds = %140
  %159 = load i32, ptr %31, align 4
  br label %160

160:                                              ; preds = %158, %156
  %161 = phi i32 [ %157, %156 ], [ %159, %158 ]
  store i32 %161, ptr %33, align 4
  %162 = load i32, ptr %33, align 4
  %163 = load i32, ptr %32, align 4
  %164 = icmp sle i32 %162, %163
  br i1 %164, label %165, label %167

165:                                              ; preds = %160
  %166 = load i32, ptr %33, align 4
  br label %169

167:                                              ; preds = %160
  %168 = load i32, ptr %32, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %166, %165 ], [ %168, %167 ]
  store i32 %170, ptr %33, align 4
  %171 = load i32, ptr %13, align 4
  %172 = load i32, ptr %15, align 4
  %173 = load i32, ptr %29, align 4
  %174 = add nsw i32 %172, %173
  %175 = mul nsw i32 %171, %174
  %176 = load i32, ptr %22, align 4
  %177 = add nsw i32 %175, %176
  store i32 %177, ptr %34, align 4
  %178 = load i32, ptr %33, align 4
  %179 = load ptr, ptr %10, align 8
  %180 = load i32, ptr %34, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, ptr %179, i64 %181
  %183 = load i32, ptr %182, align 4
  %184 = add nsw i32 %178, %183
  %185 = load i32, ptr %18, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE6result to ptr), i64 0, i64 %186
  store i32 %184, ptr %187, align 4
  br label %188

188:                                              ; preds = %169, %137, %131, %126
  call void @llvm.nvvm.barrier0()
  %189 = load i32, ptr %29, align 4
  %190 = load i32, ptr %9, align 4
  %191 = sub nsw i32 %190, 1
  %192 = icmp eq i32 %189, %191
  br i1 %192, label %193, label %194

193:                                              ; preds = %188
  br label %209

194:                                              ; preds = %188
  %195 = load i8, ptr %28, align 1
  %196 = trunc i8 %195 to i1
  br i1 %196, label %197, label %205

197:                                              ; preds = %194
  %198 = load i32, ptr %18, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE6result to ptr), i64 0, i64 %199
  %201 = load i32, ptr %200, align 4
  %202 = load i32, ptr %18, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 0, i64 %203
  store i32 %201, ptr %204, align 4
  br label %205

205:                                              ; preds = %197, %194
  call void @llvm.nvvm.barrier0()
  br label %206

206:                                              ; preds = %205
  %207 = load i32, ptr %29, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %29, align 4
  br label %122, !llvm.loop !5

209:                                              ; preds = %193, %122
  %210 = load i8, ptr %28, align 1
  %211 = trunc i8 %210 to i1
  br i1 %211, label %212, label %221

212:                                              ; preds = %209
  %213 = load i32, ptr %18, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE6result to ptr), i64 0, i64 %214
  %216 = load i32, ptr %215, align 4
  %217 = load ptr, ptr %12, align 8
  %218 = load i32, ptr %22, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds i32, ptr %217, i64 %219
  store i32 %216, ptr %220, align 4
  br label %221

221:                                              ; preds = %212, %209
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14dynproc_kerneliPiS_S_iiii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
