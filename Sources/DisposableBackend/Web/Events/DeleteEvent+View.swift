import Markup
import WebUI

extension DeleteEventPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.deleteEvent)
        let navigation = NavigationBar.back(to: eventName, url: DisposableURL.event(.value(eventID)).url, title: title)
        return Page(context, title: title, navigation: navigation, app: "disposable") {
            TypedDeleteForm(context: context, action: DisposableURL.deleteEvent(.value(eventID)).url,
                            title: t(DisposableText.deleteEvent), explanation: t(DisposableText.deleteEventExplain),
                            wrongWord: .deleteEventWrong, hasProblem: hasProblem)
        }
    }
}
