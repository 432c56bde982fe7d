// The rendered form's own styles, for renderers outside LoadedDefinitionForm (Storybook's StoryForm).
import './definitionForm.css';
