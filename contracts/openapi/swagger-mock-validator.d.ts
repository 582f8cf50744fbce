/** The part of @pactflow/swagger-mock-validator's programmatic API used here (the package ships no types). */
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string
    message: string
    type: 'error' | 'warning'
    source: string
    mockDetails?: { interactionDescription?: string; location?: string; value?: unknown }
    specDetails?: { location?: string; pathName?: string | null; value?: unknown }
  }

  export interface ValidationOutcome {
    success: boolean
    failureReason?: string
    errors: ValidationResult[]
    warnings: ValidationResult[]
  }

  export interface ValidateOptions {
    specPathOrUrl: string
    mockPathOrUrl: string
    additionalPropertiesInResponse?: 'true' | 'false'
    requiredPropertiesInResponse?: 'true' | 'false'
  }

  export const SwaggerMockValidatorFactory: {
    create(auth?: string): { validate(options: ValidateOptions): Promise<ValidationOutcome> }
  }
}
